# Bit operations: and/or/xor/not, shifts with counts past 31 (masked), lit8/lit16 forms,
# Integer.bitCount and a manual popcount loop.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const v1, 0xf0f0f0f0
    const v2, 0xff00ff
    and-int v3, v1, v2
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    or-int v3, v1, v2
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    xor-int v3, v1, v2
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    not-int v3, v1
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    and-int/lit8 v3, v1, 0x7f
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    or-int/lit16 v3, v2, 0x7000
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    xor-int/lit16 v3, v2, -0x1
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    and-int/lit16 v3, v1, 0x1234
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    xor-int/lit8 v3, v1, 0x5a
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    or-int/lit8 v3, v1, 0x3
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    shl-int/lit8 v3, v2, 0x24
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    shr-int/lit8 v3, v1, 0x4
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    ushr-int/lit8 v3, v1, 0x4
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    const/16 v4, 0x21
    shl-int v3, v1, v4
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    move v3, v1
    ushr-int/2addr v3, v4
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    move v3, v1
    shr-int/2addr v3, v4
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V
    move v3, v1
    and-int/2addr v3, v2
    or-int/2addr v3, v4
    xor-int/2addr v3, v1
    shl-int/2addr v3, v4
    invoke-static {v0, v3}, LMain;->hex(Ljava/io/PrintStream;I)V

    invoke-static {v1}, Ljava/lang/Integer;->bitCount(I)I
    move-result v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    const/4 v3, 0x0
    :loop
    if-eqz v1, :done
    and-int/lit8 v4, v1, 0x1
    add-int/2addr v3, v4
    ushr-int/lit8 v1, v1, 0x1
    goto :loop
    :done
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V

    const-wide v1, -0x123456789abcdefL
    const-wide/16 v3, 0xff
    and-long/2addr v1, v3
    invoke-virtual {v0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    const-wide v1, 0x5555555555555555L
    const-wide v3, -0x5555555555555556L
    or-long v1, v1, v3
    invoke-virtual {v0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    xor-long/2addr v1, v3
    invoke-virtual {v0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method

.method static hex(Ljava/io/PrintStream;I)V
    .registers 3
    invoke-static {p1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
