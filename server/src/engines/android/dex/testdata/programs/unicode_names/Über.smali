# Non-ASCII class, method and field names (MUTF-8 in the file, UTF-16 order in the id tables),
# and a name from the top of the BMP (Debian's smali refuses supplementary characters in names).
.class public LÜber;
.super Ljava/lang/Object;

.field public static π:D = 3.14159
.field private ñame:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LÜber;->ñame:Ljava/lang/String;
    return-void
.end method

.method public grüße()Ljava/lang/String;
    .registers 3
    const-string v0, "Grüße, "
    iget-object v1, p0, LÜber;->ñame:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static ƒ(I)I
    .registers 2
    mul-int v0, p0, p0
    return v0
.end method

.method public static ﬀ()I
    .registers 1
    const/4 v0, 0x2
    return v0
.end method

.method public static zebra()I
    .registers 1
    const/4 v0, 0x1
    return v0
.end method
