.class public LSquare;
.super LAbstractShape;

.field private final side:D

.method public constructor <init>(D)V
    .registers 3
    invoke-direct {p0}, LAbstractShape;-><init>()V
    iput-wide p1, p0, LSquare;->side:D
    return-void
.end method

.method public area()D
    .registers 3
    iget-wide v0, p0, LSquare;->side:D
    mul-double/2addr v0, v0
    return-wide v0
.end method

.method public name()Ljava/lang/String;
    .registers 2
    const-string v0, "square"
    return-object v0
.end method
