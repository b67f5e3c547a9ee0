# An enum as javac writes it: enum constants, the synthetic $VALUES array, values() through
# an array clone, valueOf through Enum.valueOf, and a constructor with extra state.
.class public final enum LColor;
.super Ljava/lang/Enum;

# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "LColor;",
        ">;"
    }
.end annotation

.field private static final synthetic $VALUES:[LColor;
.field public static final enum BLUE:LColor;
.field public static final enum GREEN:LColor;
.field public static final enum RED:LColor;

.field private final rgb:I

.method static constructor <clinit>()V
    .registers 5
    new-instance v0, LColor;
    const-string v1, "RED"
    const/4 v2, 0x0
    const/high16 v3, 0xff0000
    invoke-direct {v0, v1, v2, v3}, LColor;-><init>(Ljava/lang/String;II)V
    sput-object v0, LColor;->RED:LColor;
    new-instance v0, LColor;
    const-string v1, "GREEN"
    const/4 v2, 0x1
    const v3, 0xff00
    invoke-direct {v0, v1, v2, v3}, LColor;-><init>(Ljava/lang/String;II)V
    sput-object v0, LColor;->GREEN:LColor;
    new-instance v0, LColor;
    const-string v1, "BLUE"
    const/4 v2, 0x2
    const/16 v3, 0xff
    invoke-direct {v0, v1, v2, v3}, LColor;-><init>(Ljava/lang/String;II)V
    sput-object v0, LColor;->BLUE:LColor;
    const/4 v0, 0x3
    new-array v0, v0, [LColor;
    sget-object v1, LColor;->RED:LColor;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, LColor;->GREEN:LColor;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, LColor;->BLUE:LColor;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    sput-object v0, LColor;->$VALUES:[LColor;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;II)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)V"
        }
    .end annotation

    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput p3, p0, LColor;->rgb:I
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)LColor;
    .registers 2
    const-class v0, LColor;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, LColor;
    return-object v0
.end method

.method public static values()[LColor;
    .registers 1
    sget-object v0, LColor;->$VALUES:[LColor;
    invoke-virtual {v0}, [LColor;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [LColor;
    return-object v0
.end method

.method public hex()Ljava/lang/String;
    .registers 4
    const-string v0, "#%06x"
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/Object;
    iget v2, p0, LColor;->rgb:I
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/4 v3, 0x0
    aput-object v2, v1, v3
    invoke-static {v0, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
