# A method with more than 16 registers and more than 256 locals in use: move/from16, move/16,
# move-wide/16, move-object/16, invoke/range over high registers, and parameters above v255.
.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 300
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const/16 v20, 0x14
    const/16 v21, 0x15
    add-int v22, v20, v21
    move/from16 v3, v22
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V

    move/from16 v1, v22
    move/16 v280, v1
    move/16 v2, v280
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V

    const-wide v30, 0x1122334455667788L
    move-wide/16 v290, v30
    move-wide/from16 v4, v290
    invoke-virtual {v0, v4, v5}, Ljava/io/PrintStream;->println(J)V

    const-string v6, "far away"
    move-object/16 v260, v6
    const/4 v6, 0x0
    move-object/16 v270, v260
    move-object/from16 v6, v270
    invoke-virtual {v0, v6}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    # seven arguments through invoke-static/range from high registers
    const/16 v200, 0x1
    const/16 v201, 0x2
    const/16 v202, 0x3
    const-wide/16 v203, 0x4
    const/16 v205, 0x5
    const-string v206, "six"
    invoke-static/range {v200 .. v206}, LMain;->seven(IIIJILjava/lang/String;)Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v0, v7}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const/16 v8, 0x0
    const/16 v9, 0x0
    :loop
    const/16 v10, 0x100
    if-ge v8, v10, :done
    add-int/2addr v9, v8
    add-int/lit8 v8, v8, 0x1
    goto :loop
    :done
    move/16 v299, v9
    move/16 v10, v299
    invoke-virtual {v0, v10}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static seven(IIIJILjava/lang/String;)Ljava/lang/String;
    .registers 280
    move/from16 v10, p0
    move/from16 v11, p1
    move/from16 v12, p2
    move-wide/from16 v13, p3
    move/from16 v15, p5
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    add-int v1, v10, v11
    add-int/2addr v1, v12
    int-to-long v2, v1
    add-long/2addr v2, v13
    int-to-long v4, v15
    add-long/2addr v2, v4
    invoke-virtual {v0, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const/16 v1, 0x20
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-object/from16 v1, p6
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
