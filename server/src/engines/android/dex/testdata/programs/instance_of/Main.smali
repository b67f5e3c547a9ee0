# instance-of over a class hierarchy, interfaces and arrays; check-cast that succeeds and one
# that throws ClassCastException; const-class identity.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 8
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, 0x5
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    const-string v3, "text"
    aput-object v3, v1, v2
    const/4 v2, 0x1
    const/16 v3, 0x2a
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    aput-object v3, v1, v2
    const/4 v2, 0x2
    new-instance v3, Ljava/util/ArrayList;
    invoke-direct {v3}, Ljava/util/ArrayList;-><init>()V
    aput-object v3, v1, v2
    const/4 v2, 0x3
    const/4 v3, 0x2
    new-array v3, v3, [I
    aput-object v3, v1, v2
    # index 4 stays null

    const/4 v2, 0x0
    :loop
    array-length v3, v1
    if-ge v2, v3, :end
    aget-object v3, v1, v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    instance-of v5, v3, Ljava/lang/CharSequence;
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v6, 0x20
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    instance-of v5, v3, Ljava/lang/Number;
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    instance-of v5, v3, Ljava/util/List;
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    instance-of v5, v3, [I
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    instance-of v5, v3, Ljava/lang/Object;
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :end

    const/4 v2, 0x0
    aget-object v3, v1, v2
    check-cast v3, Ljava/lang/String;
    invoke-virtual {v3}, Ljava/lang/String;->length()I
    move-result v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V

    :try_start
    const/4 v2, 0x1
    aget-object v3, v1, v2
    check-cast v3, Ljava/lang/String;
    const-string v4, "not reached"
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/ClassCastException; {:try_start .. :try_end} :cce
    goto :after
    :cce
    move-exception v4
    const-string v4, "ClassCastException"
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    :after
    const/4 v2, 0x4
    aget-object v3, v1, v2
    check-cast v3, Ljava/lang/String;
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const-class v3, Ljava/lang/String;
    const-string v4, "x"
    invoke-virtual {v4}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v4
    if-ne v3, v4, :different
    const-string v4, "same class object"
    goto :print
    :different
    const-string v4, "different class objects"
    :print
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const-class v3, [[J
    invoke-virtual {v3}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
