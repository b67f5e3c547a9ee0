# A switch on strings as javac lowers it: a sparse switch on hashCode(), then equals() to
# pick the case index, then a packed switch on that index. "Aa" and "BB" share a hash.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, 0x6
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "apple"
    aput-object v3, v1, v2
    const/4 v2, 0x1
    const-string v3, "Aa"
    aput-object v3, v1, v2
    const/4 v2, 0x2
    const-string v3, "BB"
    aput-object v3, v1, v2
    const/4 v2, 0x3
    const-string v3, "pear"
    aput-object v3, v1, v2
    const/4 v2, 0x4
    const-string v3, "kiwi"
    aput-object v3, v1, v2
    const/4 v2, 0x5
    const-string v3, ""
    aput-object v3, v1, v2

    const/4 v2, 0x0
    :loop
    array-length v3, v1
    if-ge v2, v3, :end
    aget-object v3, v1, v2
    invoke-static {v3}, LMain;->kind(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :end
    return-void
.end method

.method static kind(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .param p0, "s"    # Ljava/lang/String;

    const/4 v0, -0x1
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :sswitch_break

    :sswitch_apple
    const-string v2, "apple"
    invoke-virtual {p0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :sswitch_break
    const/4 v0, 0x0
    goto :sswitch_break

    :sswitch_aa_bb
    const-string v2, "Aa"
    invoke-virtual {p0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :not_aa
    const/4 v0, 0x1
    goto :sswitch_break
    :not_aa
    const-string v2, "BB"
    invoke-virtual {p0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :sswitch_break
    const/4 v0, 0x2
    goto :sswitch_break

    :sswitch_pear
    const-string v2, "pear"
    invoke-virtual {p0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :sswitch_break
    const/4 v0, 0x3

    :sswitch_break
    packed-switch v0, :pswitch_data_0
    const-string v2, "unknown"
    return-object v2
    :pswitch_fruit
    const-string v2, "fruit"
    return-object v2
    :pswitch_aa
    const-string v2, "collision Aa"
    return-object v2
    :pswitch_bb
    const-string v2, "collision BB"
    return-object v2

    :sswitch_data_0
    .sparse-switch
        0x840 -> :sswitch_aa_bb
        0x3470e6 -> :sswitch_pear
        0x58b835a -> :sswitch_apple
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_fruit
        :pswitch_aa
        :pswitch_bb
        :pswitch_fruit
    .end packed-switch
.end method
