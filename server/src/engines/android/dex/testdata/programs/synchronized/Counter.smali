.class public LCounter;
.super Ljava/lang/Object;

.field private value:I

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# A declared-synchronized method (the flag only; the VM takes the lock).
.method public declared-synchronized increment()V
    .registers 2
    iget v0, p0, LCounter;->value:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, LCounter;->value:I
    return-void
.end method

# monitor-enter / monitor-exit with the catch-all that releases the lock on an exception.
.method public add(I)I
    .registers 5
    monitor-enter p0
    :try_start
    iget v0, p0, LCounter;->value:I
    add-int/2addr v0, p1
    iput v0, p0, LCounter;->value:I
    if-gez p1, :ok
    new-instance v1, Ljava/lang/IllegalArgumentException;
    const-string v2, "negative"
    invoke-direct {v1, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v1
    :ok
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :catchall
    return v0

    :catchall
    move-exception v1
    :try_start_2
    monitor-exit p0
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall
    throw v1
.end method
