# Arrays: fill-array-data of every element width (byte, short, char, int, float, long, double),
# filled-new-array (also /range), multi-dimensional arrays, aget/aput of every kind.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 12

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const/4 v1, 0x4
    new-array v2, v1, [B
    fill-array-data v2, :bytes
    invoke-static {v2}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    new-array v2, v1, [S
    fill-array-data v2, :shorts
    invoke-static {v2}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    new-array v2, v1, [C
    fill-array-data v2, :chars
    invoke-static {v2}, Ljava/lang/String;->valueOf([C)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    new-array v2, v1, [I
    fill-array-data v2, :ints
    invoke-static {v2}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    new-array v2, v1, [F
    fill-array-data v2, :floats
    invoke-static {v2}, Ljava/util/Arrays;->toString([F)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const/4 v1, 0x3
    new-array v2, v1, [J
    fill-array-data v2, :longs
    invoke-static {v2}, Ljava/util/Arrays;->toString([J)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    new-array v2, v1, [D
    fill-array-data v2, :doubles
    invoke-static {v2}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # element reads and writes of each kind
    const/4 v4, 0x1
    aget-wide v5, v2, v4
    const/4 v4, 0x0
    aput-wide v5, v2, v4
    invoke-static {v2}, Ljava/util/Arrays;->toString([D)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const/4 v1, 0x2
    new-array v2, v1, [Z
    const/4 v4, 0x1
    aput-boolean v4, v2, v4
    aget-boolean v5, v2, v4
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(Z)V

    new-array v2, v1, [B
    const/16 v5, -0x80
    aput-byte v5, v2, v4
    aget-byte v5, v2, v4
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(I)V

    new-array v2, v1, [C
    const/16 v5, 0x41
    aput-char v5, v2, v4
    aget-char v5, v2, v4
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(C)V

    new-array v2, v1, [S
    const/16 v5, -0x7fff
    aput-short v5, v2, v4
    aget-short v5, v2, v4
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(I)V

    new-array v2, v1, [Ljava/lang/String;
    const-string v5, "obj"
    aput-object v5, v2, v4
    aget-object v5, v2, v4
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    array-length v5, v2
    invoke-virtual {v0, v5}, Ljava/io/PrintStream;->println(I)V

    # filled-new-array and its /range form
    const/4 v5, 0x7
    const/16 v6, 0x8
    const/16 v7, 0x9
    filled-new-array {v5, v6, v7}, [I
    move-result-object v2
    invoke-static {v2}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const/16 v8, 0xa
    const/16 v9, 0xb
    const/16 v10, 0xc
    filled-new-array/range {v5 .. v10}, [I
    move-result-object v2
    invoke-static {v2}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # a two-dimensional array through java.lang.reflect.Array
    const/4 v5, 0x2
    const/4 v6, 0x3
    filled-new-array {v5, v6}, [I
    move-result-object v2
    const-class v3, Ljava/lang/Integer;
    sget-object v3, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-static {v3, v2}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, [[I
    const/4 v5, 0x1
    aget-object v3, v2, v5
    const/4 v6, 0x2
    const/16 v7, 0x63
    aput v7, v3, v6
    invoke-static {v2}, Ljava/util/Arrays;->deepToString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void

    :bytes
    .array-data 1
        0x1t
        -0x1t
        0x7ft
        -0x80t
    .end array-data

    :shorts
    .array-data 2
        0x1s
        -0x1s
        0x7fffs
        -0x8000s
    .end array-data

    :chars
    .array-data 2
        0x48s
        0x69s
        0x21s
        0x2603s
    .end array-data

    :ints
    .array-data 4
        0x0
        -0x1
        0x7fffffff
        -0x80000000
    .end array-data

    :floats
    .array-data 4
        1.5f
        -0.25f
        0x7f800000
        0x7fc00000
    .end array-data

    :longs
    .array-data 8
        0x1L
        -0x1L
        0x7fffffffffffffffL
    .end array-data

    :doubles
    .array-data 8
        3.141592653589793
        -1.0E-10
        0x7ff0000000000000L
    .end array-data
.end method
