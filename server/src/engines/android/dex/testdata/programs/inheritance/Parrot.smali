.class public final LParrot;
.super LBird;

.method public constructor <init>()V
    .registers 2
    const-string v0, "parrot"
    invoke-direct {p0, v0}, LBird;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public speak()Ljava/lang/String;
    .registers 3
    invoke-super {p0}, LBird;->speak()Ljava/lang/String;
    move-result-object v0
    const-string v1, " (and repeats it)"
    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
