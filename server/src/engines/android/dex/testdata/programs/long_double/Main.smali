# Wide registers: long and double arithmetic, overflow, cmp-long, wide moves and parameters.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 12
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-wide v1, 0x7fffffffffffffffL
    const-wide/16 v3, 0x1
    add-long v5, v1, v3
    invoke-virtual {v0, v5, v6}, Ljava/io/PrintStream;->println(J)V

    const-wide/32 v3, 0x3b9aca07
    mul-long v5, v3, v3
    invoke-virtual {v0, v5, v6}, Ljava/io/PrintStream;->println(J)V
    rem-long v7, v5, v3
    invoke-virtual {v0, v7, v8}, Ljava/io/PrintStream;->println(J)V
    div-long/2addr v5, v3
    invoke-virtual {v0, v5, v6}, Ljava/io/PrintStream;->println(J)V
    neg-long v5, v5
    not-long v7, v5
    invoke-virtual {v0, v7, v8}, Ljava/io/PrintStream;->println(J)V

    cmp-long v9, v1, v3
    invoke-virtual {v0, v9}, Ljava/io/PrintStream;->println(I)V
    cmp-long v9, v3, v1
    invoke-virtual {v0, v9}, Ljava/io/PrintStream;->println(I)V
    cmp-long v9, v3, v3
    invoke-virtual {v0, v9}, Ljava/io/PrintStream;->println(I)V

    const-wide v1, 0x400921fb54442d18L    # 3.141592653589793
    const-wide/high16 v3, 0x4000000000000000L    # 2.0
    mul-double v5, v1, v3
    invoke-virtual {v0, v5, v6}, Ljava/io/PrintStream;->println(D)V
    div-double v5, v1, v3
    invoke-virtual {v0, v5, v6}, Ljava/io/PrintStream;->println(D)V
    rem-double v5, v1, v3
    invoke-virtual {v0, v5, v6}, Ljava/io/PrintStream;->println(D)V
    sub-double/2addr v5, v1
    neg-double v5, v5
    invoke-virtual {v0, v5, v6}, Ljava/io/PrintStream;->println(D)V

    move-wide v7, v1
    move-wide/from16 v10, v7
    invoke-static {v10, v11, v3, v4}, LMain;->hypot(DD)D
    move-result-wide v5
    invoke-virtual {v0, v5, v6}, Ljava/io/PrintStream;->println(D)V

    const-wide/16 v1, 0x14
    invoke-static {v1, v2}, LMain;->factorial(J)J
    move-result-wide v3
    invoke-virtual {v0, v3, v4}, Ljava/io/PrintStream;->println(J)V
    const-wide/16 v1, 0x15
    invoke-static {v1, v2}, LMain;->factorial(J)J
    move-result-wide v3
    invoke-virtual {v0, v3, v4}, Ljava/io/PrintStream;->println(J)V

    const-wide v1, 0x123456789abcdefL
    const/4 v3, 0x4
    shl-long v4, v1, v3
    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v0, v6}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/16 v3, 0x44
    ushr-long v4, v1, v3
    invoke-virtual {v0, v4, v5}, Ljava/io/PrintStream;->println(J)V
    const-wide/16 v1, -0x100
    const/4 v3, 0x4
    shr-long v4, v1, v3
    invoke-virtual {v0, v4, v5}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method

.method static hypot(DD)D
    .registers 8
    mul-double v0, p0, p0
    mul-double v2, p2, p2
    add-double/2addr v0, v2
    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D
    move-result-wide v4
    return-wide v4
.end method

.method static factorial(J)J
    .registers 6
    const-wide/16 v0, 0x1
    :loop
    const-wide/16 v2, 0x1
    cmp-long v4, p0, v2
    if-lez v4, :done
    mul-long/2addr v0, p0
    sub-long/2addr p0, v2
    goto :loop
    :done
    return-wide v0
.end method
