.class public LBird;
.super LAnimal;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, LAnimal;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public legs()I
    .registers 2
    invoke-super {p0}, LAnimal;->legs()I
    move-result v0
    div-int/lit8 v0, v0, 0x2
    return v0
.end method
