# Nested try blocks: an inner handler for one type, an outer handler for another, handler
# order (subclass before superclass) and an exception thrown inside a handler.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 3

    const/4 v0, 0x0
    :loop
    const/4 v1, 0x4
    if-ge v0, v1, :end
    invoke-static {v0}, LMain;->run(I)Ljava/lang/String;
    move-result-object v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    add-int/lit8 v0, v0, 0x1
    goto :loop
    :end
    return-void
.end method

.method static run(I)Ljava/lang/String;
    .registers 4

    :outer_start
    :inner_start
    invoke-static {p0}, LMain;->fail(I)V
    const-string v0, "no exception"
    :inner_end
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:inner_start .. :inner_end} :inner_aioobe
    .catch Ljava/lang/IndexOutOfBoundsException; {:inner_start .. :inner_end} :inner_ioobe
    return-object v0

    :inner_aioobe
    move-exception v1
    const-string v0, "inner: array index"
    return-object v0

    :inner_ioobe
    move-exception v1
    # thrown from inside a handler, caught by the outer range
    new-instance v1, Ljava/lang/IllegalArgumentException;
    const-string v2, "from handler"
    invoke-direct {v1, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v1
    :outer_end
    .catch Ljava/lang/RuntimeException; {:outer_start .. :outer_end} :outer_handler

    :outer_handler
    move-exception v1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "outer: "
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    # the JVM's helpful null-pointer message names locals, so it is left out
    instance-of v2, v1, Ljava/lang/NullPointerException;
    if-nez v2, :done
    const-string v2, " "
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static fail(I)V
    .registers 3

    packed-switch p0, :table
    return-void

    :aioobe
    const/4 v0, 0x1
    new-array v0, v0, [I
    const/4 v1, 0x2
    aget v1, v0, v1
    return-void

    :ioobe
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const/4 v1, 0x3
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    return-void

    :npe
    const/4 v0, 0x0
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    return-void

    :table
    .packed-switch 0x1
        :aioobe
        :ioobe
        :npe
    .end packed-switch
.end method
