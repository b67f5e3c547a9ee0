.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, 0x0
    :loop
    const/4 v2, 0x3
    if-ge v1, v2, :done
    :try_start
    invoke-static {}, LFragile;->poke()I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    :try_end
    .catch Ljava/lang/ExceptionInInitializerError; {:try_start .. :try_end} :eiie
    .catch Ljava/lang/NoClassDefFoundError; {:try_start .. :try_end} :ncdfe
    goto :next

    :eiie
    move-exception v2
    const-string v3, "ExceptionInInitializerError caused by "
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :next

    :ncdfe
    move-exception v2
    const-string v3, "NoClassDefFoundError"
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    :next
    add-int/lit8 v1, v1, 0x1
    goto :loop

    :done
    return-void
.end method
