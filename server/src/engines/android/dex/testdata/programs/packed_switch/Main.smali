# A packed switch over -1..6 (keys 0..4, with a gap handled by the default) in a loop.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 4

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, -0x1

    :loop
    const/4 v2, 0x6
    if-gt v1, v2, :end
    invoke-static {v1}, LMain;->name(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    add-int/lit8 v1, v1, 0x1
    goto :loop

    :end
    return-void
.end method

.method static name(I)Ljava/lang/String;
    .registers 2

    packed-switch p0, :pswitch_data_0
    const-string v0, "other"
    return-object v0

    :pswitch_0
    const-string v0, "zero"
    return-object v0

    :pswitch_1
    const-string v0, "one"
    return-object v0

    :pswitch_2
    const-string v0, "two or four"
    return-object v0

    :pswitch_3
    const-string v0, "three"
    return-object v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_2
    .end packed-switch
.end method
