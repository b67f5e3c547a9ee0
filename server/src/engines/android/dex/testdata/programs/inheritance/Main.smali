.class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, LAnimal;
    const-string v2, "cat"
    invoke-direct {v1, v2}, LAnimal;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    new-instance v1, LDog;
    invoke-direct {v1}, LDog;-><init>()V
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    new-instance v1, LParrot;
    invoke-direct {v1}, LParrot;-><init>()V
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v1}, LAnimal;->legs()I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
