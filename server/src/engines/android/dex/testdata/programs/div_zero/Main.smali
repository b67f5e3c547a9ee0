# Division by zero: int and long div/rem (also /2addr and /lit forms) throw ArithmeticException;
# float and double division give Infinity and NaN.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 4
    const/4 v0, 0x0
    :loop
    const/4 v1, 0x6
    if-ge v0, v1, :floats
    :try_start
    invoke-static {v0}, LMain;->divide(I)J
    move-result-wide v1
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v3, v1, v2}, Ljava/io/PrintStream;->println(J)V
    :try_end
    .catch Ljava/lang/ArithmeticException; {:try_start .. :try_end} :arith
    goto :next
    :arith
    move-exception v1
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "case "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ": "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    :next
    add-int/lit8 v0, v0, 0x1
    goto :loop

    :floats
    invoke-static {}, LMain;->floats()V
    return-void
.end method

.method static divide(I)J
    .registers 6
    const/4 v0, 0x0
    const/16 v1, 0x64
    const-wide/16 v2, 0x0
    packed-switch p0, :cases
    const-wide/16 v4, 0x7
    return-wide v4
    :c0
    div-int v1, v1, v0
    int-to-long v4, v1
    return-wide v4
    :c1
    rem-int/2addr v1, v0
    int-to-long v4, v1
    return-wide v4
    :c2
    div-int/lit8 v1, v1, 0x0
    int-to-long v4, v1
    return-wide v4
    :c3
    const-wide/16 v4, 0x64
    div-long/2addr v4, v2
    return-wide v4
    :c4
    const-wide/16 v4, 0x64
    rem-long v4, v4, v2
    return-wide v4
    :cases
    .packed-switch 0x0
        :c0
        :c1
        :c2
        :c3
        :c4
    .end packed-switch
.end method

.method static floats()V
    .registers 7
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/high16 v1, 0x3f800000    # 1.0f
    const/4 v2, 0x0
    div-float v3, v1, v2
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(F)V
    neg-float v1, v1
    div-float v3, v1, v2
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(F)V
    div-float v3, v2, v2
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(F)V
    rem-float v3, v1, v2
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(F)V
    const-wide/high16 v3, 0x4000000000000000L    # 2.0
    const-wide/16 v5, 0x0
    div-double/2addr v3, v5
    invoke-virtual {v0, v3, v4}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method
