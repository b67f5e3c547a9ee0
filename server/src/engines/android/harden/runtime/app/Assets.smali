# AssetManager.open calls of the app's code land here: an encrypted asset comes back as a
# stream of its decrypted bytes, any other asset as the platform's own stream.
.class public final Lrampart/rt/Assets;
.super Ljava/lang/Object;

.field static key:Ljava/security/Key;
.field static names:Ljava/util/Set;

.method public static attach(Landroid/content/Context;Ljava/util/Map;)V
    .locals 2
    const-string v0, "app.assets.key"
    invoke-static {p1, v0}, Lrampart/rt/Crypt;->key(Ljava/util/Map;Ljava/lang/String;)Ljava/security/Key;
    move-result-object v0
    if-eqz v0, :done
    new-instance v1, Ljava/util/HashSet;
    const-string p0, "app.assets.names"
    invoke-static {p1, p0}, Lrampart/rt/Crypt;->lines(Ljava/util/Map;Ljava/lang/String;)[Ljava/lang/String;
    move-result-object p0
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    invoke-direct {v1, p0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    sput-object v1, Lrampart/rt/Assets;->names:Ljava/util/Set;
    sput-object v0, Lrampart/rt/Assets;->key:Ljava/security/Key;
    :done
    return-void
.end method

.method public static open(Landroid/content/res/AssetManager;Ljava/lang/String;)Ljava/io/InputStream;
    .locals 1
    invoke-virtual {p0, p1}, Landroid/content/res/AssetManager;->open(Ljava/lang/String;)Ljava/io/InputStream;
    move-result-object v0
    invoke-static {p1, v0}, Lrampart/rt/Assets;->wrap(Ljava/lang/String;Ljava/io/InputStream;)Ljava/io/InputStream;
    move-result-object v0
    return-object v0
.end method

.method public static open(Landroid/content/res/AssetManager;Ljava/lang/String;I)Ljava/io/InputStream;
    .locals 1
    invoke-virtual {p0, p1, p2}, Landroid/content/res/AssetManager;->open(Ljava/lang/String;I)Ljava/io/InputStream;
    move-result-object v0
    invoke-static {p1, v0}, Lrampart/rt/Assets;->wrap(Ljava/lang/String;Ljava/io/InputStream;)Ljava/io/InputStream;
    move-result-object v0
    return-object v0
.end method

# The stream itself, or its decrypted bytes when the name is an encrypted asset. A bad tag
# becomes an IOException, the one failure callers of open expect.
.method static wrap(Ljava/lang/String;Ljava/io/InputStream;)Ljava/io/InputStream;
    .locals 3
    sget-object v0, Lrampart/rt/Assets;->names:Ljava/util/Set;
    if-eqz v0, :plain
    invoke-interface {v0, p0}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :plain
    :try_start
    invoke-static {p1}, Lrampart/rt/Crypt;->readAll(Ljava/io/InputStream;)[B
    move-result-object v0
    sget-object v1, Lrampart/rt/Assets;->key:Ljava/security/Key;
    invoke-static {v1, v0}, Lrampart/rt/Crypt;->open(Ljava/security/Key;[B)[B
    move-result-object v0
    :try_end
    .catch Ljava/security/GeneralSecurityException; {:try_start .. :try_end} :bad
    new-instance v1, Ljava/io/ByteArrayInputStream;
    invoke-direct {v1, v0}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    return-object v1
    :bad
    move-exception v0
    new-instance v1, Ljava/io/IOException;
    invoke-direct {v1, p0, v0}, Ljava/io/IOException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v1
    :plain
    return-object p1
.end method
