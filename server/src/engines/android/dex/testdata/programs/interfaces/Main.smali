.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 7

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, 0x2
    new-array v1, v1, [LShape;
    new-instance v2, LSquare;
    const-wide/high16 v3, 0x4004000000000000L    # 2.5
    invoke-direct {v2, v3, v4}, LSquare;-><init>(D)V
    const/4 v5, 0x0
    aput-object v2, v1, v5
    new-instance v2, LCircle;
    const-wide/16 v3, 0x2
    long-to-double v3, v3
    invoke-direct {v2, v3, v4}, LCircle;-><init>(D)V
    const/4 v5, 0x1
    aput-object v2, v1, v5

    const/4 v5, 0x0
    :loop
    array-length v6, v1
    if-ge v5, v6, :end
    aget-object v2, v1, v5
    invoke-interface {v2}, LShape;->name()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    check-cast v2, LAbstractShape;
    invoke-virtual {v2}, LAbstractShape;->describe()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    add-int/lit8 v5, v5, 0x1
    goto :loop
    :end
    return-void
.end method
