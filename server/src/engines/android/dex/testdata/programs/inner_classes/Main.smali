# Inner classes as javac writes them: a non-static inner class with this$0, a static nested
# class, an anonymous Runnable capturing a local (val$), and a synthetic accessor.
.class public LMain;
.super Ljava/lang/Object;

# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        LMain$Inner;,
        LMain$Nested;
    }
.end annotation

.field private secret:I

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain;->secret:I
    return-void
.end method

.method static synthetic access$000(LMain;)I
    .registers 2
    iget v0, p0, LMain;->secret:I
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, LMain;
    const/16 v2, 0x2a
    invoke-direct {v1, v2}, LMain;-><init>(I)V
    new-instance v2, LMain$Inner;
    invoke-direct {v2, v1}, LMain$Inner;-><init>(LMain;)V
    invoke-virtual {v2}, LMain$Inner;->reveal()I
    move-result v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V

    const-string v3, "nested"
    invoke-static {v3}, LMain$Nested;->shout(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const-string v3, "captured"
    new-instance v2, LMain$1;
    invoke-direct {v2, v3}, LMain$1;-><init>(Ljava/lang/String;)V
    invoke-interface {v2}, Ljava/lang/Runnable;->run()V
    invoke-interface {v2}, Ljava/lang/Runnable;->run()V
    return-void
.end method
