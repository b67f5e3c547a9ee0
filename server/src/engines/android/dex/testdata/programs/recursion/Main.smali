# Recursion: Fibonacci, Ackermann, mutual recursion (even/odd) and a recursive string reverse.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/16 v1, 0x14
    invoke-static {v1}, LMain;->fib(I)I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, 0x2
    const/4 v2, 0x3
    invoke-static {v1, v2}, LMain;->ack(II)I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    const/16 v1, 0x3e9
    invoke-static {v1}, LMain;->isEven(I)Z
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Z)V
    const-string v1, "recursion"
    invoke-static {v1}, LMain;->reverse(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static fib(I)I
    .registers 3
    const/4 v0, 0x2
    if-ge p0, v0, :rec
    return p0
    :rec
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, LMain;->fib(I)I
    move-result v0
    add-int/lit8 v1, p0, -0x2
    invoke-static {v1}, LMain;->fib(I)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method static ack(II)I
    .registers 4
    if-nez p0, :m_pos
    add-int/lit8 v0, p1, 0x1
    return v0
    :m_pos
    if-nez p1, :both_pos
    add-int/lit8 v0, p0, -0x1
    const/4 v1, 0x1
    invoke-static {v0, v1}, LMain;->ack(II)I
    move-result v0
    return v0
    :both_pos
    add-int/lit8 v0, p1, -0x1
    invoke-static {p0, v0}, LMain;->ack(II)I
    move-result v1
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0, v1}, LMain;->ack(II)I
    move-result v0
    return v0
.end method

.method static isEven(I)Z
    .registers 2
    if-nez p0, :more
    const/4 v0, 0x1
    return v0
    :more
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, LMain;->isOdd(I)Z
    move-result v0
    return v0
.end method

.method static isOdd(I)Z
    .registers 2
    if-nez p0, :more
    const/4 v0, 0x0
    return v0
    :more
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, LMain;->isEven(I)Z
    move-result v0
    return v0
.end method

.method static reverse(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v0
    const/4 v1, 0x1
    if-gt v0, v1, :split
    return-object p0
    :split
    invoke-virtual {p0, v1}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->reverse(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const/4 v2, 0x0
    invoke-virtual {p0, v2, v1}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
