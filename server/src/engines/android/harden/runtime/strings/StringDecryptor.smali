# One of a build's string decryptors (string encryption). The pipeline copies this class once
# per decryptor under a per-build name and fills in its ciphertext, offsets and key part; the
# literals 0x7f00000N below are those placeholders.
#
# d holds, per string, a 2-char nonce and then the string's UTF-16 chars XOR-ed with a
# xorshift32 keystream seeded from this class's key part, the other part in StringKeys, the
# nonce and the string's index. o holds where each record starts, plus the end of the last one.
# c caches each decrypted string, interned so that == between literals keeps its meaning.
.class public final Lrampart/rt/StringDecryptor;
.super Ljava/lang/Object;

.field private static final c:[Ljava/lang/String;
.field private static final d:[C
.field private static final o:[I

.method static constructor <clinit>()V
    .registers 1
    const v0, 0x7f000001
    new-array v0, v0, [C
    fill-array-data v0, :data
    sput-object v0, Lrampart/rt/StringDecryptor;->d:[C
    const v0, 0x7f000002
    new-array v0, v0, [I
    fill-array-data v0, :offsets
    sput-object v0, Lrampart/rt/StringDecryptor;->o:[I
    const v0, 0x7f000003
    new-array v0, v0, [Ljava/lang/String;
    sput-object v0, Lrampart/rt/StringDecryptor;->c:[Ljava/lang/String;
    return-void

    :data
    .array-data 2
        0x0s
        0x0s
    .end array-data

    :offsets
    .array-data 4
        0x0
        0x2
    .end array-data
.end method

# The string of an index, decrypted on first use.
.method public static s(I)Ljava/lang/String;
    .registers 3
    sget-object v0, Lrampart/rt/StringDecryptor;->c:[Ljava/lang/String;
    aget-object v1, v0, p0
    if-nez v1, :hit
    invoke-static {p0}, Lrampart/rt/StringDecryptor;->x(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->intern()Ljava/lang/String;
    move-result-object v1
    aput-object v1, v0, p0
    :hit
    return-object v1
.end method

.method private static x(I)Ljava/lang/String;
    .registers 12
    sget-object v0, Lrampart/rt/StringDecryptor;->d:[C
    sget-object v1, Lrampart/rt/StringDecryptor;->o:[I
    aget v2, v1, p0
    add-int/lit8 v3, p0, 0x1
    aget v3, v1, v3
    # The nonce: the record's first two chars.
    aget-char v4, v0, v2
    add-int/lit8 v5, v2, 0x1
    aget-char v5, v0, v5
    shl-int/lit8 v5, v5, 0x10
    or-int/2addr v4, v5
    add-int/lit8 v2, v2, 0x2
    sub-int v5, v3, v2
    new-array v6, v5, [C
    # Seed: this class's key part ^ its part in StringKeys ^ nonce ^ index * 0x9e3779b9, odd.
    const v7, 0x7f000004
    sget-object v8, Lrampart/rt/StringKeys;->k:[I
    const v9, 0x7f000005
    aget v8, v8, v9
    xor-int/2addr v7, v8
    xor-int/2addr v7, v4
    const v8, -0x61c88647
    mul-int/2addr v8, p0
    xor-int/2addr v7, v8
    or-int/lit8 v7, v7, 0x1
    const/4 v8, 0x0
    :loop
    if-ge v8, v5, :done
    shl-int/lit8 v9, v7, 0xd
    xor-int/2addr v7, v9
    ushr-int/lit8 v9, v7, 0x11
    xor-int/2addr v7, v9
    shl-int/lit8 v9, v7, 0x5
    xor-int/2addr v7, v9
    ushr-int/lit8 v9, v7, 0x10
    xor-int/2addr v9, v7
    add-int v10, v2, v8
    aget-char v10, v0, v10
    xor-int/2addr v9, v10
    int-to-char v9, v9
    aput-char v9, v6, v8
    add-int/lit8 v8, v8, 0x1
    goto :loop
    :done
    new-instance v0, Ljava/lang/String;
    invoke-direct {v0, v6}, Ljava/lang/String;-><init>([C)V
    return-object v0
.end method
