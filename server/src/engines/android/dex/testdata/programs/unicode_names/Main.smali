.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, LÜber;
    const-string v2, "\u4e16\u754c"
    invoke-direct {v1, v2}, LÜber;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, LÜber;->grüße()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/lang/String;->length()I
    move-result v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    sget-wide v2, LÜber;->π:D
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(D)V
    const/16 v2, 0xc
    invoke-static {v2}, LÜber;->ƒ(I)I
    move-result v2
    invoke-static {}, LÜber;->zebra()I
    move-result v3
    add-int/2addr v2, v3
    invoke-static {}, LÜber;->ﬀ()I
    move-result v3
    add-int/2addr v2, v3
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
