# A sparse switch with negative, large and far-apart keys, and a fall-through case.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/16 v1, 0x8
    new-array v1, v1, [I
    fill-array-data v1, :keys
    const/4 v2, 0x0

    :loop
    array-length v3, v1
    if-ge v2, v3, :end
    aget v3, v1, v2
    invoke-static {v3}, LMain;->classify(I)I
    move-result v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    add-int/lit8 v2, v2, 0x1
    goto :loop

    :end
    return-void

    :keys
    .array-data 4
        -0x80000000
        -0x64
        0x0
        0x7
        0x3e8
        0x186a0
        0x7fffffff
        0x5
    .end array-data
.end method

.method static classify(I)I
    .registers 3

    const/4 v0, 0x0
    sparse-switch p0, :sswitch_data_0
    const/4 v1, -0x1
    return v1

    :sswitch_0
    add-int/lit8 v0, v0, 0x64
    # falls through into the next case
    :sswitch_1
    add-int/lit8 v0, v0, 0x1
    return v0

    :sswitch_2
    const v1, 0x12345
    return v1

    :sswitch_3
    mul-int/lit16 v1, p0, 0x2
    return v1

    :sswitch_data_0
    .sparse-switch
        -0x80000000 -> :sswitch_2
        -0x64 -> :sswitch_0
        0x7 -> :sswitch_1
        0x3e8 -> :sswitch_3
        0x186a0 -> :sswitch_3
        0x7fffffff -> :sswitch_0
    .end sparse-switch
.end method
