# Throwing and catching a custom checked exception, wrapping a cause, walking the cause chain,
# and a method declaring `throws` through the Signature-free Throws annotation.
.class public LMain;
.super Ljava/lang/Object;

.method static parse(Ljava/lang/String;)I
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            LAppException;
        }
    .end annotation

    :try_start
    invoke-static {p0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :bad
    return v0
    :bad
    move-exception v1
    new-instance v2, LAppException;
    const/16 v3, 0x190
    const-string v0, "not a number"
    invoke-direct {v2, v3, v0, v1}, LAppException;-><init>(ILjava/lang/String;Ljava/lang/Throwable;)V
    throw v2
.end method

.method public static main([Ljava/lang/String;)V
    .registers 6
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, 0x3
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "12"
    aput-object v3, v1, v2
    const/4 v2, 0x1
    const-string v3, "x7"
    aput-object v3, v1, v2
    const/4 v2, 0x2
    const-string v3, "-2147483648"
    aput-object v3, v1, v2
    const/4 v2, 0x0
    :loop
    array-length v3, v1
    if-ge v2, v3, :end
    aget-object v3, v1, v2
    :try_start
    invoke-static {v3}, LMain;->parse(Ljava/lang/String;)I
    move-result v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    :try_end
    .catch LAppException; {:try_start .. :try_end} :app
    goto :next
    :app
    move-exception v4
    invoke-virtual {v4}, LAppException;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v4}, LAppException;->getCode()I
    move-result v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    invoke-virtual {v4}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :next
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :end
    return-void
.end method
