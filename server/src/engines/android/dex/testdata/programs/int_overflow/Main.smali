# 32-bit overflow: MAX+1, MIN-1, MIN/-1, MIN%-1, -MIN, abs(MIN), multiplication wrap, rsub.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const v1, 0x7fffffff
    add-int/lit8 v2, v1, 0x1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const/high16 v1, -0x80000000
    add-int/lit8 v2, v1, -0x1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v3, -0x1
    div-int v2, v1, v3
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    rem-int v2, v1, v3
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    neg-int v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    invoke-static {v1}, Ljava/lang/Math;->abs(I)I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const v1, 0x10001
    mul-int v2, v1, v1
    mul-int/2addr v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const v1, 0xbc614e
    mul-int/lit16 v2, v1, 0x3e8
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    rsub-int v2, v1, 0x7fff
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    rsub-int/lit8 v2, v1, -0x80
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, -0x7
    const/4 v3, 0x2
    div-int v2, v1, v3
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    rem-int v2, v1, v3
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    rem-int/lit8 v2, v1, -0x3
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const/16 v1, -0x1
    :try
    invoke-static {v1, v3}, Ljava/lang/Math;->addExact(II)I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const v1, 0x7fffffff
    invoke-static {v1, v3}, Ljava/lang/Math;->addExact(II)I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    :try_end
    .catch Ljava/lang/ArithmeticException; {:try .. :try_end} :overflow
    return-void
    :overflow
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
