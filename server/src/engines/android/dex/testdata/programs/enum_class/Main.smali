.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 8
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {}, LColor;->values()[LColor;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0x0
    :loop
    if-ge v3, v2, :done
    aget-object v4, v1, v3
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4}, LColor;->ordinal()I
    move-result v6
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v6, 0x20
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, LColor;->name()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v6, 0x20
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, LColor;->hex()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    add-int/lit8 v3, v3, 0x1
    goto :loop

    :done
    const-string v4, "GREEN"
    invoke-static {v4}, LColor;->valueOf(Ljava/lang/String;)LColor;
    move-result-object v4
    sget-object v5, LColor;->GREEN:LColor;
    if-ne v4, v5, :not_same
    const-string v6, "valueOf gives the constant"
    invoke-virtual {v0, v6}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :not_same
    invoke-virtual {v4}, Ljava/lang/Enum;->getDeclaringClass()Ljava/lang/Class;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/Class;->isEnum()Z
    move-result v5
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(Z)V
    sget-object v5, LColor;->BLUE:LColor;
    invoke-virtual {v4, v5}, Ljava/lang/Enum;->compareTo(Ljava/lang/Enum;)I
    move-result v5
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(I)V

    :try_start
    const-string v4, "PURPLE"
    invoke-static {v4}, LColor;->valueOf(Ljava/lang/String;)LColor;
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :bad
    return-void
    :bad
    move-exception v4
    const-string v5, "no PURPLE"
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
