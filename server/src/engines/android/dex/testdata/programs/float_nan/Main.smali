# cmpl/cmpg for float and double: with NaN cmpl gives -1 and cmpg gives 1, so `x < NaN` and
# `x > NaN` are both false when the compiler picks the right one.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 12
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/high16 v1, 0x3f800000    # 1.0f
    const v2, NaNf
    const v3, -Infinityf

    cmpl-float v4, v1, v2
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    cmpg-float v4, v1, v2
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    cmpl-float v4, v2, v2
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    cmpg-float v4, v3, v1
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    cmpl-float v4, v1, v1
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V

    # x < NaN as javac compiles it: cmpg then if-ge to the false branch
    cmpg-float v4, v1, v2
    if-gez v4, :not_less
    const-string v5, "1 < NaN"
    goto :print1
    :not_less
    const-string v5, "!(1 < NaN)"
    :print1
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # x > NaN: cmpl then if-le
    cmpl-float v4, v1, v2
    if-lez v4, :not_greater
    const-string v5, "1 > NaN"
    goto :print2
    :not_greater
    const-string v5, "!(1 > NaN)"
    :print2
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # NaN != NaN
    cmpl-float v4, v2, v2
    if-nez v4, :unequal
    const-string v5, "NaN == NaN"
    goto :print3
    :unequal
    const-string v5, "NaN != NaN"
    :print3
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const-wide v6, NaN
    const-wide/high16 v8, -0x4010000000000000L    # -1.0
    cmpl-double v4, v6, v8
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    cmpg-double v4, v6, v8
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    cmpg-double v4, v8, v8
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    const-wide v10, Infinity
    cmpl-double v4, v10, v8
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V

    # -0.0 and 0.0 compare equal
    const/4 v1, 0x0
    const/high16 v2, -0x80000000
    cmpl-float v4, v1, v2
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    invoke-static {v2}, Ljava/lang/Float;->floatToRawIntBits(F)I
    move-result v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    add-float v4, v1, v2
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(F)V
    mul-float/2addr v2, v2
    sub-float/2addr v2, v1
    div-float/2addr v2, v3
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(F)V
    return-void
.end method
