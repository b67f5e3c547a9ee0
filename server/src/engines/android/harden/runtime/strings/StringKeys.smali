# The second part of every string decryptor's key, one int per decryptor (by its slot), kept
# apart from the decryptors so that no single class holds a whole key. The pipeline renames
# this class per build and fills in the keys; 0x7f000006 is the placeholder for their count.
.class public final Lrampart/rt/StringKeys;
.super Ljava/lang/Object;

.field static final k:[I

.method static constructor <clinit>()V
    .registers 1
    const v0, 0x7f000006
    new-array v0, v0, [I
    fill-array-data v0, :keys
    sput-object v0, Lrampart/rt/StringKeys;->k:[I
    return-void

    :keys
    .array-data 4
        0x0
    .end array-data
.end method
