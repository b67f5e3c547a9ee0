.class public final LCircle;
.super LAbstractShape;

.field private final r:D

.method public constructor <init>(D)V
    .registers 3
    invoke-direct {p0}, LAbstractShape;-><init>()V
    iput-wide p1, p0, LCircle;->r:D
    return-void
.end method

.method public area()D
    .registers 5
    iget-wide v0, p0, LCircle;->r:D
    mul-double v2, v0, v0
    const-wide/high16 v0, 0x4008000000000000L    # 3.0
    mul-double/2addr v0, v2
    return-wide v0
.end method
