# System.loadLibrary and Runtime.loadLibrary calls of the app's code come here first. An
# encrypted library is read from its payload asset, decrypted into the app's code cache
# directory (private to the app), made read-only, and its path handed back: the rewritten
# caller passes it to System.load itself, because JNI binds a library to the class loader of
# the class that loads it, which must be the app's, wherever these classes live. path answers
# null for a library that is not encrypted, and the caller's original loadLibrary runs.
.class public final Lrampart/rt/Libs;
.super Ljava/lang/Object;

.field static context:Landroid/content/Context;
.field static key:Ljava/security/Key;
# "<abi>/libfoo.so" -> payload asset name
.field static map:Ljava/util/Map;
# "libfoo.so" -> the decrypted file's path
.field static final paths:Ljava/util/Map;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lrampart/rt/Libs;->paths:Ljava/util/Map;
    return-void
.end method

.method public static attach(Landroid/content/Context;Ljava/util/Map;)V
    .locals 6
    const-string v0, "app.libs.key"
    invoke-static {p1, v0}, Lrampart/rt/Crypt;->key(Ljava/util/Map;Ljava/lang/String;)Ljava/security/Key;
    move-result-object v0
    if-eqz v0, :done
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    const-string v2, "app.libs.map"
    invoke-static {p1, v2}, Lrampart/rt/Crypt;->lines(Ljava/util/Map;Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v2
    array-length v3, v2
    :loop
    if-eqz v3, :end
    add-int/lit8 v3, v3, -0x1
    aget-object v4, v2, v3
    const/16 v5, 0x3d
    invoke-virtual {v4, v5}, Ljava/lang/String;->indexOf(I)I
    move-result v5
    if-ltz v5, :loop
    const/4 p1, 0x0
    invoke-virtual {v4, p1, v5}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object p1
    add-int/lit8 v5, v5, 0x1
    invoke-virtual {v4, v5}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v4
    invoke-interface {v1, p1, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :loop
    :end
    sput-object p0, Lrampart/rt/Libs;->context:Landroid/content/Context;
    sput-object v1, Lrampart/rt/Libs;->map:Ljava/util/Map;
    sput-object v0, Lrampart/rt/Libs;->key:Ljava/security/Key;
    :done
    return-void
.end method

# The ABIs whose libraries this process can load, best first, from the process's own
# architecture (a 32-bit process on a 64-bit device reports armv8l, not aarch64).
.method static abis()[Ljava/lang/String;
    .locals 4
    const-string v0, "os.arch"
    invoke-static {v0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :known
    const-string v0, ""
    :known
    const/4 v1, 0x1
    new-array v2, v1, [Ljava/lang/String;
    const-string v3, "aarch64"
    invoke-virtual {v0, v3}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v3
    if-eqz v3, :not_arm64
    const-string v3, "arm64-v8a"
    goto :one
    :not_arm64
    const-string v3, "arm"
    invoke-virtual {v0, v3}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v3
    if-eqz v3, :not_arm
    const/4 v1, 0x2
    new-array v2, v1, [Ljava/lang/String;
    const/4 v0, 0x0
    const-string v3, "armeabi-v7a"
    aput-object v3, v2, v0
    const/4 v0, 0x1
    const-string v3, "armeabi"
    aput-object v3, v2, v0
    return-object v2
    :not_arm
    const-string v3, "64"
    invoke-virtual {v0, v3}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z
    move-result v3
    if-eqz v3, :x86
    const-string v3, "x86_64"
    goto :one
    :x86
    const-string v3, "x86"
    :one
    const/4 v0, 0x0
    aput-object v3, v2, v0
    return-object v2
.end method

# For callers in the same class loader as the app's code: loads the library either way.
.method public static load(Ljava/lang/String;)V
    .locals 1
    invoke-static {p0}, Lrampart/rt/Libs;->path(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :plain
    invoke-static {v0}, Ljava/lang/System;->load(Ljava/lang/String;)V
    return-void
    :plain
    invoke-static {p0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    return-void
.end method

# The decrypted file of an encrypted library (decrypted once), or null when it is not encrypted.
.method public static path(Ljava/lang/String;)Ljava/lang/String;
    .locals 2
    sget-object v0, Lrampart/rt/Libs;->paths:Ljava/util/Map;
    monitor-enter v0
    :try_start
    invoke-static {p0}, Lrampart/rt/Libs;->pathLocked(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :error
    return-object v1
    :error
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method static pathLocked(Ljava/lang/String;)Ljava/lang/String;
    .locals 7
    invoke-static {p0}, Ljava/lang/System;->mapLibraryName(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    sget-object v1, Lrampart/rt/Libs;->paths:Ljava/util/Map;
    invoke-interface {v1, v0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    if-nez v1, :return
    sget-object v1, Lrampart/rt/Libs;->map:Ljava/util/Map;
    if-eqz v1, :none
    invoke-static {}, Lrampart/rt/Libs;->abis()[Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    :abi
    array-length v4, v2
    if-ge v3, v4, :none
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    aget-object v5, v2, v3
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v5, 0x2f
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-interface {v1, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/lang/String;
    if-nez v4, :found
    add-int/lit8 v3, v3, 0x1
    goto :abi
    :none
    const/4 v1, 0x0
    return-object v1
    :found
    sget-object v1, Lrampart/rt/Libs;->context:Landroid/content/Context;
    :try_start
    invoke-virtual {v1}, Landroid/content/Context;->getAssets()Landroid/content/res/AssetManager;
    move-result-object v2
    invoke-virtual {v2, v4}, Landroid/content/res/AssetManager;->open(Ljava/lang/String;)Ljava/io/InputStream;
    move-result-object v2
    invoke-static {v2}, Lrampart/rt/Crypt;->readAll(Ljava/io/InputStream;)[B
    move-result-object v2
    sget-object v3, Lrampart/rt/Libs;->key:Ljava/security/Key;
    invoke-static {v3, v2}, Lrampart/rt/Crypt;->open(Ljava/security/Key;[B)[B
    move-result-object v2
    new-instance v3, Ljava/io/File;
    invoke-virtual {v1}, Landroid/content/Context;->getCodeCacheDir()Ljava/io/File;
    move-result-object v5
    invoke-direct {v3, v5, v0}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v3}, Ljava/io/File;->delete()Z
    new-instance v5, Ljava/io/FileOutputStream;
    invoke-direct {v5, v3}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v5, v2}, Ljava/io/FileOutputStream;->write([B)V
    invoke-virtual {v5}, Ljava/io/FileOutputStream;->close()V
    invoke-virtual {v3}, Ljava/io/File;->setReadOnly()Z
    invoke-virtual {v3}, Ljava/io/File;->getAbsolutePath()Ljava/lang/String;
    move-result-object v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :failed
    sget-object v2, Lrampart/rt/Libs;->paths:Ljava/util/Map;
    invoke-interface {v2, v0, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :return
    return-object v1
    :failed
    move-exception v2
    new-instance v3, Ljava/lang/UnsatisfiedLinkError;
    invoke-direct {v3, v0}, Ljava/lang/UnsatisfiedLinkError;-><init>(Ljava/lang/String;)V
    invoke-virtual {v3, v2}, Ljava/lang/Throwable;->initCause(Ljava/lang/Throwable;)Ljava/lang/Throwable;
    throw v3
.end method
