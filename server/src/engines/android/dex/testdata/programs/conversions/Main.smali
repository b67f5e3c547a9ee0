# Narrowing and widening conversions: int-to-byte/char/short, float/double to int/long with
# saturation and NaN, long-to-int truncation.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 8
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const v1, 0x12345ff
    int-to-byte v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    int-to-short v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    int-to-char v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, -0x1
    int-to-char v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    int-to-long v2, v1
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(J)V
    int-to-float v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(F)V
    int-to-double v2, v1
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(D)V

    const-wide v1, 0x1234567887654321L
    long-to-int v3, v1
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    long-to-float v3, v1
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(F)V
    long-to-double v3, v1
    invoke-virtual {v0, v3, v4}, Ljava/io/PrintStream;->println(D)V

    const v1, 3.0E10f
    float-to-int v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    float-to-long v2, v1
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(J)V
    const v1, -2.75f
    float-to-int v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    float-to-double v2, v1
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(D)V
    const v1, NaNf
    float-to-int v2, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V

    const-wide v1, -1.0E300
    double-to-int v3, v1
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    double-to-long v3, v1
    invoke-virtual {v0, v3, v4}, Ljava/io/PrintStream;->println(J)V
    double-to-float v3, v1
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(F)V
    const-wide v1, 0.1
    double-to-float v3, v1
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(F)V

    const/16 v5, 0x7f
    add-int/lit8 v5, v5, 0x1
    int-to-byte v6, v5
    invoke-virtual {v0, v6}, Ljava/io/PrintStream;->println(I)V
    const/16 v5, 0x61
    int-to-char v6, v5
    invoke-virtual {v0, v6}, Ljava/io/PrintStream;->println(C)V
    const v5, 0x8000
    int-to-short v6, v5
    invoke-virtual {v0, v6}, Ljava/io/PrintStream;->println(I)V
    const/16 v5, 0x3a9
    int-to-char v6, v5
    invoke-static {v6}, Ljava/lang/Character;->isLetter(C)Z
    move-result v7
    invoke-virtual {v0, v7}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
