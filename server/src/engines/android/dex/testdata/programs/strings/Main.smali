# Strings: ASCII, escapes, non-ASCII (BMP and a surrogate pair), concatenation and length.
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 6
    .param p0, "args"    # [Ljava/lang/String;

    .prologue
    .line 10
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "plain ascii"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 11
    const-string v1, "tab\there \"quoted\" \'single\' back\\slash"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const-string v1, "line1\nline2\r!"
    invoke-static {v1}, LMain;->describe(Ljava/lang/String;)V

    const-string v1, "caf\u00e9 \u65e5\u672c\u8a9e \u0391\u03b2\u03b3"
    invoke-static {v1}, LMain;->describe(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # U+1F600 as a surrogate pair, and a NUL inside a string
    const-string v1, "smile \ud83d\ude00 nul\u0000end"
    invoke-static {v1}, LMain;->describe(Ljava/lang/String;)V

    const-string v1, ""
    invoke-static {v1}, LMain;->describe(Ljava/lang/String;)V

    const-string v1, "abc"
    const-string v2, "def"
    invoke-virtual {v1, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const/4 v4, 0x4
    invoke-virtual {v3, v4}, Ljava/lang/String;->charAt(I)C
    move-result v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(C)V

    const v4, 0x2603
    int-to-char v4, v4
    invoke-static {v4}, Ljava/lang/String;->valueOf(C)Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, LMain;->describe(Ljava/lang/String;)V

    return-void
.end method

# Prints the length, the code points and the hash of a string (independent of the console charset).
.method private static describe(Ljava/lang/String;)V
    .locals 5
    .param p0, "s"    # Ljava/lang/String;

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "len="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " hash="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " cps="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const/4 v3, 0x0
    :loop
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    if-ge v3, v2, :done
    invoke-virtual {p0, v3}, Ljava/lang/String;->codePointAt(I)I
    move-result v4
    invoke-static {v4}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v2, 0x20
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-static {v4}, Ljava/lang/Character;->charCount(I)I
    move-result v2
    add-int/2addr v3, v2
    goto :loop

    :done
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
