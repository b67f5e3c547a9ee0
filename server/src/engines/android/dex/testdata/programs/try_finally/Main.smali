# try/catch/finally as javac lowers it: the finally code on every exit, and a catch-all that
# runs it and rethrows.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 3

    const/4 v0, 0x0
    :loop
    const/4 v1, 0x3
    if-ge v0, v1, :end
    invoke-static {v0}, LMain;->outer(I)V
    add-int/lit8 v0, v0, 0x1
    goto :loop
    :end
    return-void
.end method

.method static outer(I)V
    .registers 4

    :try_start_0
    invoke-static {p0}, LMain;->work(I)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    move-result v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(I)V
    return-void

    :catchall_0
    move-exception v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "outer caught: "
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# case 0 returns normally, case 1 throws an IllegalStateException that is caught, case 2 throws
# an UnsupportedOperationException that only the finally sees and rethrows.
.method static work(I)I
    .registers 5

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    :try_start_0
    const-string v1, "try "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    if-eqz p0, :normal
    const/4 v1, 0x1
    if-ne p0, v1, :other
    new-instance v1, Ljava/lang/IllegalStateException;
    const-string v2, "state"
    invoke-direct {v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v1
    :other
    new-instance v1, Ljava/lang/UnsupportedOperationException;
    const-string v2, "unsupported"
    invoke-direct {v1, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v1
    :normal
    const/16 v3, 0x2a
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-string v1, "finally (normal)"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return v3

    :catch_0
    move-exception v2
    :try_start_1
    const-string v1, "caught "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/4 v3, -0x1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    const-string v1, "finally (after catch)"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return v3

    :catchall_0
    move-exception v2
    const-string v1, "finally (rethrow)"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    throw v2
.end method
