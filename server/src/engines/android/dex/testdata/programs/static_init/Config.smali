# A class whose <clinit> prints, computes a table and reads another class's constant; static
# fields with initial values from static_values.
.class public LConfig;
.super Ljava/lang/Object;

.field public static final GREETING:Ljava/lang/String; = "hello from static_values"
.field public static final LIMIT:I = 0x5
.field public static table:[I
.field public static count:I

.method static constructor <clinit>()V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "Config.<clinit> runs once"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    sget v1, LConfig;->LIMIT:I
    new-array v2, v1, [I
    const/4 v3, 0x0
    :loop
    if-ge v3, v1, :end
    mul-int v4, v3, v3
    aput v4, v2, v3
    add-int/lit8 v3, v3, 0x1
    goto :loop
    :end
    sput-object v2, LConfig;->table:[I
    return-void
.end method

.method public static next()I
    .registers 2
    sget v0, LConfig;->count:I
    add-int/lit8 v0, v0, 0x1
    sput v0, LConfig;->count:I
    return v0
.end method
