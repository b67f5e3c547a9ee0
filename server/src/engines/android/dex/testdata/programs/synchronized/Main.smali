.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, LCounter;
    invoke-direct {v1}, LCounter;-><init>()V
    invoke-virtual {v1}, LCounter;->increment()V
    invoke-virtual {v1}, LCounter;->increment()V
    const/16 v2, 0xa
    invoke-virtual {v1, v2}, LCounter;->add(I)I
    move-result v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    :try_start
    const/4 v2, -0x5
    invoke-virtual {v1, v2}, LCounter;->add(I)I
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :caught
    goto :after
    :caught
    move-exception v4
    invoke-virtual {v4}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :after
    # the lock was released: another synchronized call and holdsLock both work
    invoke-static {v1}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Z)V
    const/4 v2, 0x1
    invoke-virtual {v1, v2}, LCounter;->add(I)I
    move-result v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    monitor-enter v1
    invoke-static {v1}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z
    move-result v4
    monitor-exit v1
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
