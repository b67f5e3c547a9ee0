# A class whose static initialiser throws: the first use fails with
# ExceptionInInitializerError (its cause the original exception), later uses with
# NoClassDefFoundError, and the initialiser never runs again.
.class public LFragile;
.super Ljava/lang/Object;

.field static attempts:I

.method static constructor <clinit>()V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "Fragile.<clinit> starts"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "refused"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public static poke()I
    .registers 1
    const/4 v0, 0x1
    return v0
.end method
