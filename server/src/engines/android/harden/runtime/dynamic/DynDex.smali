# The app's source of code parts: each part is an entry of the package, AES-256-GCM encrypted in
# the format of payloads.ts (nonce 12 bytes, ciphertext, tag 16 bytes). On first use the entry is
# read from the package file, decrypted in memory and loaded by an InMemoryDexClassLoader
# (API 26+), or on API 21-25 by a DexClassLoader over a private file of the code cache that is
# removed as soon as the loader has opened it.
#
# Hook: attach(Context, Map) installs it as Dyn's source from the configuration keys
# `dynamic.parts` (the parts' entry names by part index, one per line) and `dynamic.key` (hex).
.class public final Lrampart/rt/DynDex;
.super Ljava/lang/Object;
.implements Lrampart/rt/DynSource;

.field private final context:Landroid/content/Context;

.field private final names:[Ljava/lang/String;

.field private final key:[B

.method public constructor <init>(Landroid/content/Context;[Ljava/lang/String;[B)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lrampart/rt/DynDex;->context:Landroid/content/Context;
    iput-object p2, p0, Lrampart/rt/DynDex;->names:[Ljava/lang/String;
    iput-object p3, p0, Lrampart/rt/DynDex;->key:[B
    return-void
.end method

.method public static attach(Landroid/content/Context;Ljava/util/Map;)V
    .registers 5
    const-string v0, "dynamic.parts"
    invoke-interface {p1, v0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :done
    sget-object v1, Lrampart/rt/Dyn;->source:Lrampart/rt/DynSource;
    if-nez v1, :done
    const-string v1, "\n"
    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    const-string v1, "dynamic.key"
    invoke-interface {p1, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    invoke-static {v1}, Lrampart/rt/DynDex;->unhex(Ljava/lang/String;)[B
    move-result-object v1
    new-instance v2, Lrampart/rt/DynDex;
    invoke-direct {v2, p0, v0, v1}, Lrampart/rt/DynDex;-><init>(Landroid/content/Context;[Ljava/lang/String;[B)V
    sput-object v2, Lrampart/rt/Dyn;->source:Lrampart/rt/DynSource;
    :done
    return-void
.end method

.method public open(ILjava/lang/ClassLoader;)Ljava/lang/ClassLoader;
    .registers 10
    iget-object v0, p0, Lrampart/rt/DynDex;->context:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getApplicationInfo()Landroid/content/pm/ApplicationInfo;
    move-result-object v0
    iget-object v0, v0, Landroid/content/pm/ApplicationInfo;->sourceDir:Ljava/lang/String;
    iget-object v1, p0, Lrampart/rt/DynDex;->names:[Ljava/lang/String;
    aget-object v1, v1, p1
    invoke-static {v0, v1}, Lrampart/rt/DynDex;->read(Ljava/lang/String;Ljava/lang/String;)[B
    move-result-object v0
    iget-object v1, p0, Lrampart/rt/DynDex;->key:[B
    invoke-static {v1, v0}, Lrampart/rt/DynDex;->decrypt([B[B)[B
    move-result-object v0
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v2, 0x1a
    if-lt v1, v2, :file
    invoke-static {v0}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v0
    new-instance v1, Ldalvik/system/InMemoryDexClassLoader;
    invoke-direct {v1, v0, p2}, Ldalvik/system/InMemoryDexClassLoader;-><init>(Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;)V
    return-object v1
    :file
    iget-object v1, p0, Lrampart/rt/DynDex;->context:Landroid/content/Context;
    invoke-virtual {v1}, Landroid/content/Context;->getCodeCacheDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "dyn"
    const-string v3, ".dex"
    invoke-static {v2, v3, v1}, Ljava/io/File;->createTempFile(Ljava/lang/String;Ljava/lang/String;Ljava/io/File;)Ljava/io/File;
    move-result-object v2
    :start
    new-instance v3, Ljava/io/FileOutputStream;
    invoke-direct {v3, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v3, v0}, Ljava/io/FileOutputStream;->write([B)V
    invoke-virtual {v3}, Ljava/io/FileOutputStream;->close()V
    new-instance v3, Ldalvik/system/DexClassLoader;
    invoke-virtual {v2}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x0
    invoke-direct {v3, v4, v5, v6, p2}, Ldalvik/system/DexClassLoader;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/ClassLoader;)V
    :end
    .catchall {:start .. :end} :cleanup
    invoke-virtual {v2}, Ljava/io/File;->delete()Z
    return-object v3
    :cleanup
    move-exception v0
    invoke-virtual {v2}, Ljava/io/File;->delete()Z
    throw v0
.end method

# The bytes of one entry of a zip file.
.method static read(Ljava/lang/String;Ljava/lang/String;)[B
    .registers 8
    new-instance v0, Ljava/util/zip/ZipFile;
    invoke-direct {v0, p0}, Ljava/util/zip/ZipFile;-><init>(Ljava/lang/String;)V
    :start
    invoke-virtual {v0, p1}, Ljava/util/zip/ZipFile;->getEntry(Ljava/lang/String;)Ljava/util/zip/ZipEntry;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/zip/ZipFile;->getInputStream(Ljava/util/zip/ZipEntry;)Ljava/io/InputStream;
    move-result-object v1
    new-instance v2, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v2}, Ljava/io/ByteArrayOutputStream;-><init>()V
    const/16 v3, 0x2000
    new-array v3, v3, [B
    :loop
    invoke-virtual {v1, v3}, Ljava/io/InputStream;->read([B)I
    move-result v4
    if-ltz v4, :eof
    const/4 v5, 0x0
    invoke-virtual {v2, v3, v5, v4}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :loop
    :eof
    invoke-virtual {v2}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v1
    :end
    .catchall {:start .. :end} :close
    invoke-virtual {v0}, Ljava/util/zip/ZipFile;->close()V
    return-object v1
    :close
    move-exception v1
    invoke-virtual {v0}, Ljava/util/zip/ZipFile;->close()V
    throw v1
.end method

# AES-256-GCM open of `nonce ‖ ciphertext ‖ tag`; throws when the entry was altered.
.method static decrypt([B[B)[B
    .registers 8
    const-string v0, "AES/GCM/NoPadding"
    invoke-static {v0}, Ljavax/crypto/Cipher;->getInstance(Ljava/lang/String;)Ljavax/crypto/Cipher;
    move-result-object v0
    new-instance v1, Ljavax/crypto/spec/SecretKeySpec;
    const-string v2, "AES"
    invoke-direct {v1, p0, v2}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    new-instance v2, Ljavax/crypto/spec/GCMParameterSpec;
    const/16 v3, 0x80
    const/4 v4, 0x0
    const/16 v5, 0xc
    invoke-direct {v2, v3, p1, v4, v5}, Ljavax/crypto/spec/GCMParameterSpec;-><init>(I[BII)V
    const/4 v3, 0x2
    invoke-virtual {v0, v3, v1, v2}, Ljavax/crypto/Cipher;->init(ILjava/security/Key;Ljava/security/spec/AlgorithmParameterSpec;)V
    array-length v3, p1
    sub-int/2addr v3, v5
    invoke-virtual {v0, p1, v5, v3}, Ljavax/crypto/Cipher;->doFinal([BII)[B
    move-result-object v0
    return-object v0
.end method

.method static unhex(Ljava/lang/String;)[B
    .registers 7
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v0
    div-int/lit8 v0, v0, 0x2
    new-array v1, v0, [B
    const/4 v2, 0x0
    const/16 v5, 0x10
    :loop
    if-ge v2, v0, :done
    mul-int/lit8 v3, v2, 0x2
    invoke-virtual {p0, v3}, Ljava/lang/String;->charAt(I)C
    move-result v4
    invoke-static {v4, v5}, Ljava/lang/Character;->digit(CI)I
    move-result v4
    shl-int/lit8 v4, v4, 0x4
    add-int/lit8 v3, v3, 0x1
    invoke-virtual {p0, v3}, Ljava/lang/String;->charAt(I)C
    move-result v3
    invoke-static {v3, v5}, Ljava/lang/Character;->digit(CI)I
    move-result v3
    or-int/2addr v4, v3
    int-to-byte v4, v4
    aput-byte v4, v1, v2
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :done
    return-object v1
.end method
