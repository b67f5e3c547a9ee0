# The shell's bootstrap: derives the slot keys from the build's salt and the package's signing
# certificate, unwraps the content key from a key slot, decrypts and inflates the payload (the
# original DEX files and the configuration), loads the DEX files, installs their loader in the
# framework and puts the original Application in the shell's place. The payload's format:
#   u8 n; n x slot (12-byte nonce, 32-byte content key, 16-byte tag: AES-256-GCM under
#   HMAC-SHA256(salt, certificate digest)); 12-byte nonce, body, 16-byte tag (AES-256-GCM under
#   the content key)
# and the body, once decrypted, a raw deflate stream (no zlib header) of (big-endian): int 2;
# int c; c x (key, value); int d; d x (int length, DEX bytes) where a string is (int length,
# UTF-8 bytes). The leading int is the format: 2 is this deflated body.
# What the shell's classes use of each other is public: a build may rename them, also into
# different packages.
.class public final Lrampart/rt/ShellBoot;
.super Ljava/lang/Object;

# The original Application, once created (null when the app had none).
.field static app:Landroid/app/Application;
# The decrypted configuration handed to the hooks.
.field static config:Ljava/util/Map;
# The loader of the original DEX files.
.field static loader:Ljava/lang/ClassLoader;
# The app's own AppComponentFactory: its class name, and the instance once created.
.field static factoryName:Ljava/lang/String;
.field static factory:Ljava/lang/Object;

# The payload's entry name in the package (the build writes its own).
.method public static payload()Ljava/lang/String;
    .locals 1
    const-string v0, "rampart.shell.payload"
    return-object v0
.end method

.method public static attach(Landroid/app/Application;Landroid/content/Context;)V
    .locals 8
    invoke-static {p1}, Lrampart/rt/ShellBoot;->certificate(Landroid/content/Context;)[B
    move-result-object v0
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationInfo()Landroid/content/pm/ApplicationInfo;
    move-result-object v1
    iget-object v2, v1, Landroid/content/pm/ApplicationInfo;->sourceDir:Ljava/lang/String;
    invoke-static {}, Lrampart/rt/ShellBoot;->payload()Ljava/lang/String;
    move-result-object v3
    invoke-static {v2, v3}, Lrampart/rt/ShellBoot;->read(Ljava/lang/String;Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v0, v2}, Lrampart/rt/ShellBoot;->open([B[B)[B
    move-result-object v0
    if-nez v0, :open

    # No slot opens: the package was signed with none of the certificates it was built for.
    const-string v2, "rampart"
    const-string v3, "the package is not signed with the certificate it was protected for; the app stops"
    invoke-static {v2, v3}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;)I
    new-instance v2, Ljava/lang/SecurityException;
    invoke-direct {v2, v3}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v2

    :open
    new-instance v2, Ljava/util/HashMap;
    invoke-direct {v2}, Ljava/util/HashMap;-><init>()V
    invoke-static {v0, v2}, Lrampart/rt/ShellBoot;->parse([BLjava/util/Map;)[[B
    move-result-object v0
    sput-object v2, Lrampart/rt/ShellBoot;->config:Ljava/util/Map;
    invoke-static {p1, v1, v0}, Lrampart/rt/ShellBoot;->load(Landroid/content/Context;Landroid/content/pm/ApplicationInfo;[[B)Ljava/lang/ClassLoader;
    move-result-object v0
    sput-object v0, Lrampart/rt/ShellBoot;->loader:Ljava/lang/ClassLoader;
    sput-object v0, Lrampart/rt/ShellDelegate;->target:Ljava/lang/ClassLoader;

    # LoadedApk.mClassLoader: every component the framework creates comes from this loader.
    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lrampart/rt/ShellBoot;->loadedApk(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v3
    const-string v4, "mClassLoader"
    invoke-static {v3, v4, v0}, Lrampart/rt/ShellBoot;->set(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "shell.factory"
    invoke-interface {v2, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/lang/String;
    sput-object v4, Lrampart/rt/ShellBoot;->factoryName:Ljava/lang/String;

    const-string v4, "shell.application"
    invoke-interface {v2, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    if-eqz v4, :hooks
    check-cast v4, Ljava/lang/String;
    invoke-virtual {v0, v4}, Ljava/lang/ClassLoader;->loadClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Class;->newInstance()Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Landroid/app/Application;
    sput-object v4, Lrampart/rt/ShellBoot;->app:Landroid/app/Application;

    # Application.attach(Context) is not public API: reached through reflection.
    const-class v0, Landroid/app/Application;
    const-string v1, "attach"
    const/4 v5, 0x1
    new-array v3, v5, [Ljava/lang/Class;
    const/4 v6, 0x0
    const-class v7, Landroid/content/Context;
    aput-object v7, v3, v6
    invoke-virtual {v0, v1, v3}, Ljava/lang/Class;->getDeclaredMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v0
    invoke-virtual {v0, v5}, Ljava/lang/reflect/AccessibleObject;->setAccessible(Z)V
    new-array v3, v5, [Ljava/lang/Object;
    aput-object p1, v3, v6
    invoke-virtual {v0, v4, v3}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;

    :hooks
    invoke-static {p1, v2}, Lrampart/rt/ShellHooks;->attach(Landroid/content/Context;Ljava/util/Map;)V
    const-string v0, "attach"
    const-class v1, Landroid/content/Context;
    invoke-static {v0, v1, p1}, Lrampart/rt/ShellBoot;->callLoaded(Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)V
    return-void
.end method

.method public static create(Landroid/app/Application;)V
    .locals 3
    sget-object v0, Lrampart/rt/ShellBoot;->app:Landroid/app/Application;
    if-eqz v0, :plain

    # The original Application takes the shell's place wherever the framework keeps it.
    invoke-virtual {p0}, Landroid/app/Application;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lrampart/rt/ShellBoot;->loadedApk(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v1
    const-string v2, "mApplication"
    invoke-static {v1, v2, v0}, Lrampart/rt/ShellBoot;->set(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/Object;)V
    invoke-static {}, Lrampart/rt/ShellBoot;->thread()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "mInitialApplication"
    invoke-static {v1, v2, v0}, Lrampart/rt/ShellBoot;->set(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "mAllApplications"
    invoke-static {v1, v2}, Lrampart/rt/ShellBoot;->get(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/List;
    invoke-interface {v1, p0}, Ljava/util/List;->indexOf(Ljava/lang/Object;)I
    move-result v2
    if-ltz v2, :swapped
    invoke-interface {v1, v2, v0}, Ljava/util/List;->set(ILjava/lang/Object;)Ljava/lang/Object;
    :swapped
    invoke-virtual {v0}, Landroid/app/Application;->onCreate()V
    goto :hooks

    :plain
    move-object v0, p0

    :hooks
    sget-object v1, Lrampart/rt/ShellBoot;->config:Ljava/util/Map;
    invoke-static {v0, v1}, Lrampart/rt/ShellHooks;->create(Landroid/app/Application;Ljava/util/Map;)V
    const-string v1, "create"
    const-class v2, Landroid/app/Application;
    invoke-static {v1, v2, v0}, Lrampart/rt/ShellBoot;->callLoaded(Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)V
    return-void
.end method

# Hook classes that live in the app's DEX files (they must share the app's loader) are not
# visible from the shell's own code: their names come with the configuration (shell.hooks,
# comma-separated) and each one's static name(type, Map) is called through reflection, where
# the class declares it.
.method public static callLoaded(Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)V
    .locals 9
    sget-object v0, Lrampart/rt/ShellBoot;->config:Ljava/util/Map;
    const-string v1, "shell.hooks"
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :done
    check-cast v1, Ljava/lang/String;
    const-string v2, ","
    invoke-virtual {v1, v2}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x1
    :next
    if-ge v3, v2, :done
    aget-object v4, v1, v3
    sget-object v5, Lrampart/rt/ShellBoot;->loader:Ljava/lang/ClassLoader;
    invoke-virtual {v5, v4}, Ljava/lang/ClassLoader;->loadClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v4
    const/4 v5, 0x2
    new-array v6, v5, [Ljava/lang/Class;
    aput-object p1, v6, v7
    const-class v5, Ljava/util/Map;
    aput-object v5, v6, v8
    :try_start
    invoke-virtual {v4, p0, v6}, Ljava/lang/Class;->getDeclaredMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v4
    :try_end
    .catch Ljava/lang/NoSuchMethodException; {:try_start .. :try_end} :skip
    invoke-virtual {v4}, Ljava/lang/reflect/Method;->getModifiers()I
    move-result v5
    # Modifier.STATIC
    and-int/lit8 v5, v5, 0x8
    if-eqz v5, :skip
    const/4 v5, 0x2
    new-array v6, v5, [Ljava/lang/Object;
    aput-object p2, v6, v7
    aput-object v0, v6, v8
    const/4 v5, 0x0
    invoke-virtual {v4, v5, v6}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    :skip
    add-int/lit8 v3, v3, 0x1
    goto :next

    :done
    return-void
.end method

# The app's own AppComponentFactory (created on first use from the loaded code), or null.
.method public static factory()Ljava/lang/Object;
    .locals 2
    sget-object v0, Lrampart/rt/ShellBoot;->factory:Ljava/lang/Object;
    if-nez v0, :done
    sget-object v1, Lrampart/rt/ShellBoot;->factoryName:Ljava/lang/String;
    if-eqz v1, :done
    sget-object v0, Lrampart/rt/ShellBoot;->loader:Ljava/lang/ClassLoader;
    invoke-virtual {v0, v1}, Ljava/lang/ClassLoader;->loadClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->newInstance()Ljava/lang/Object;
    move-result-object v0
    sput-object v0, Lrampart/rt/ShellBoot;->factory:Ljava/lang/Object;
    :done
    return-object v0
.end method

# The package's first signing certificate (DER bytes), as the package manager reports it.
.method public static certificate(Landroid/content/Context;)[B
    .locals 3
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    # PackageManager.GET_SIGNATURES
    const/16 v2, 0x40
    invoke-virtual {v0, v1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v0
    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-virtual {v0}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v0
    return-object v0
.end method

# The digest of the certificate under one algorithm (SHA-256 or MD5).
.method public static digest(Ljava/lang/String;[B)[B
    .locals 1
    invoke-static {p0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v0
    return-object v0
.end method

# The payload's body in clear, or null when no key slot opens for the certificate (DER bytes).
# The certificate yields two slot keys, from its SHA-256 (the keystore's certificate) and from
# its MD5 (Play App Signing's, as the policy lists them); each is tried on every slot.
.method public static open([B[B)[B
    .locals 8
    const-string v0, "SHA-256"
    invoke-static {v0, p0}, Lrampart/rt/ShellBoot;->digest(Ljava/lang/String;[B)[B
    move-result-object v0
    invoke-static {v0}, Lrampart/rt/ShellBoot;->key([B)[B
    move-result-object v0
    const-string v1, "MD5"
    invoke-static {v1, p0}, Lrampart/rt/ShellBoot;->digest(Ljava/lang/String;[B)[B
    move-result-object v1
    invoke-static {v1}, Lrampart/rt/ShellBoot;->key([B)[B
    move-result-object v1
    const/4 v2, 0x0
    aget-byte v2, p1, v2
    and-int/lit16 v2, v2, 0xff
    # Slot i starts at 1 + 60 i; the body follows the last slot.
    const/16 v3, 0x3c
    mul-int v4, v2, v3
    add-int/lit8 v4, v4, 0x1
    # A body shorter than a nonce and a tag: not a payload of this layout.
    array-length v7, p1
    sub-int/2addr v7, v4
    const/16 v6, 0x1c
    if-lt v7, v6, :none
    const/4 v5, 0x1
    :slot
    if-ge v5, v4, :none
    invoke-static {v0, p1, v5, v3}, Lrampart/rt/ShellBoot;->decrypt([B[BII)[B
    move-result-object v6
    if-nez v6, :unwrapped
    invoke-static {v1, p1, v5, v3}, Lrampart/rt/ShellBoot;->decrypt([B[BII)[B
    move-result-object v6
    if-nez v6, :unwrapped
    add-int/2addr v5, v3
    goto :slot

    :unwrapped
    invoke-static {v6, p1, v4, v7}, Lrampart/rt/ShellBoot;->decrypt([B[BII)[B
    move-result-object v6
    return-object v6

    :none
    const/4 v6, 0x0
    return-object v6
.end method

# HMAC-SHA256 keyed with the salt (the XOR of the shares three classes carry) over the certificate digest.
.method public static key([B)[B
    .locals 6
    invoke-static {}, Lrampart/rt/ShellApp;->k()[B
    move-result-object v0
    invoke-static {}, Lrampart/rt/ShellHooks;->k()[B
    move-result-object v1
    invoke-static {}, Lrampart/rt/ShellDelegate;->k()[B
    move-result-object v2
    const/4 v3, 0x0
    :loop
    array-length v4, v0
    if-ge v3, v4, :mac
    aget-byte v4, v0, v3
    aget-byte v5, v1, v3
    xor-int/2addr v4, v5
    aget-byte v5, v2, v3
    xor-int/2addr v4, v5
    int-to-byte v4, v4
    aput-byte v4, v0, v3
    add-int/lit8 v3, v3, 0x1
    goto :loop

    :mac
    const-string v1, "HmacSHA256"
    invoke-static {v1}, Ljavax/crypto/Mac;->getInstance(Ljava/lang/String;)Ljavax/crypto/Mac;
    move-result-object v2
    new-instance v3, Ljavax/crypto/spec/SecretKeySpec;
    invoke-direct {v3, v0, v1}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    invoke-virtual {v2, v3}, Ljavax/crypto/Mac;->init(Ljava/security/Key;)V
    invoke-virtual {v2, p0}, Ljavax/crypto/Mac;->doFinal([B)[B
    move-result-object v0
    return-object v0
.end method

# One entry of the package (a zip file), whole.
.method public static read(Ljava/lang/String;Ljava/lang/String;)[B
    .locals 6
    new-instance v0, Ljava/util/zip/ZipFile;
    invoke-direct {v0, p0}, Ljava/util/zip/ZipFile;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/util/zip/ZipFile;->getEntry(Ljava/lang/String;)Ljava/util/zip/ZipEntry;
    move-result-object v1
    if-nez v1, :present
    new-instance v1, Ljava/lang/IllegalStateException;
    const-string v2, "the package lacks the app's encrypted code: "
    invoke-virtual {v2, p1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v1
    :present
    invoke-virtual {v0, v1}, Ljava/util/zip/ZipFile;->getInputStream(Ljava/util/zip/ZipEntry;)Ljava/io/InputStream;
    move-result-object v1
    new-instance v2, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v2}, Ljava/io/ByteArrayOutputStream;-><init>()V
    const/16 v3, 0x2000
    new-array v3, v3, [B
    const/4 v5, 0x0
    :loop
    invoke-virtual {v1, v3}, Ljava/io/InputStream;->read([B)I
    move-result v4
    if-ltz v4, :end
    invoke-virtual {v2, v3, v5, v4}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :loop
    :end
    invoke-virtual {v0}, Ljava/util/zip/ZipFile;->close()V
    invoke-virtual {v2}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v0
    return-object v0
.end method

# AES-256-GCM over data[offset, offset + length): a 12-byte nonce, then the ciphertext and its
# 16-byte tag. Null when the tag does not verify.
.method public static decrypt([B[BII)[B
    .locals 6
    :try_start
    const-string v0, "AES/GCM/NoPadding"
    invoke-static {v0}, Ljavax/crypto/Cipher;->getInstance(Ljava/lang/String;)Ljavax/crypto/Cipher;
    move-result-object v0
    new-instance v1, Ljavax/crypto/spec/SecretKeySpec;
    const-string v2, "AES"
    invoke-direct {v1, p0, v2}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    new-instance v2, Ljavax/crypto/spec/GCMParameterSpec;
    const/16 v3, 0x80
    const/16 v5, 0xc
    invoke-direct {v2, v3, p1, p2, v5}, Ljavax/crypto/spec/GCMParameterSpec;-><init>(I[BII)V
    # Cipher.DECRYPT_MODE
    const/4 v3, 0x2
    invoke-virtual {v0, v3, v1, v2}, Ljavax/crypto/Cipher;->init(ILjava/security/Key;Ljava/security/spec/AlgorithmParameterSpec;)V
    add-int v4, p2, v5
    sub-int v3, p3, v5
    invoke-virtual {v0, p1, v4, v3}, Ljavax/crypto/Cipher;->doFinal([BII)[B
    move-result-object v0
    :try_end
    .catch Ljava/security/GeneralSecurityException; {:try_start .. :try_end} :refused
    return-object v0

    :refused
    const/4 v0, 0x0
    return-object v0
.end method

# Reads the decrypted body: inflates it straight into the configuration map and into the DEX
# files' own arrays (the inflater writes into the array readFully hands it; only a 64 KiB input
# buffer is in between), and returns the DEX files.
.method public static parse([BLjava/util/Map;)[[B
    .locals 6
    # Raw deflate: Inflater(nowrap = true).
    new-instance v5, Ljava/util/zip/Inflater;
    const/4 v0, 0x1
    invoke-direct {v5, v0}, Ljava/util/zip/Inflater;-><init>(Z)V
    new-instance v0, Ljava/io/ByteArrayInputStream;
    invoke-direct {v0, p0}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    new-instance v1, Ljava/util/zip/InflaterInputStream;
    const v2, 0x10000
    invoke-direct {v1, v0, v5, v2}, Ljava/util/zip/InflaterInputStream;-><init>(Ljava/io/InputStream;Ljava/util/zip/Inflater;I)V
    new-instance v0, Ljava/io/DataInputStream;
    invoke-direct {v0, v1}, Ljava/io/DataInputStream;-><init>(Ljava/io/InputStream;)V
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readInt()I
    move-result v1
    const/4 v2, 0x2
    if-ne v1, v2, :unknown
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readInt()I
    move-result v1
    :entries
    if-lez v1, :files
    invoke-static {v0}, Lrampart/rt/ShellBoot;->text(Ljava/io/DataInputStream;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v0}, Lrampart/rt/ShellBoot;->text(Ljava/io/DataInputStream;)Ljava/lang/String;
    move-result-object v3
    invoke-interface {p1, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    add-int/lit8 v1, v1, -0x1
    goto :entries

    :files
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readInt()I
    move-result v1
    new-array v2, v1, [[B
    const/4 v3, 0x0
    :next
    if-ge v3, v1, :done
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readInt()I
    move-result v4
    new-array v4, v4, [B
    invoke-virtual {v0, v4}, Ljava/io/DataInputStream;->readFully([B)V
    aput-object v4, v2, v3
    add-int/lit8 v3, v3, 0x1
    goto :next
    :done
    # The inflater's native memory goes now, not when the collector finds it.
    invoke-virtual {v5}, Ljava/util/zip/Inflater;->end()V
    return-object v2

    :unknown
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "unknown payload format"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public static text(Ljava/io/DataInputStream;)Ljava/lang/String;
    .locals 3
    invoke-virtual {p0}, Ljava/io/DataInputStream;->readInt()I
    move-result v0
    new-array v0, v0, [B
    invoke-virtual {p0, v0}, Ljava/io/DataInputStream;->readFully([B)V
    new-instance v1, Ljava/lang/String;
    const-string v2, "UTF-8"
    invoke-direct {v1, v0, v2}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
    return-object v1
.end method

# A loader of the DEX files whose parent is the shell's own loader and which keeps the app's
# native library directory: from memory on API 27+ (26 for one DEX file), else through private
# read-only files that are removed (with what the runtime compiled from them) as soon as the
# loader has opened them.
.method public static load(Landroid/content/Context;Landroid/content/pm/ApplicationInfo;[[B)Ljava/lang/ClassLoader;
    .locals 10
    const-class v0, Lrampart/rt/ShellBoot;
    invoke-virtual {v0}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;
    move-result-object v0
    iget-object v1, p1, Landroid/content/pm/ApplicationInfo;->nativeLibraryDir:Ljava/lang/String;
    array-length v2, p2
    # No DEX in the payload: the app's code stayed in the package, in the shell's own loader.
    if-nez v2, :some
    return-object v0
    :some
    # In memory from API 27; on API 26 too when there is one DEX file (one buffer per loader
    # there, and loaders chained by parent would not see each other's classes).
    sget v3, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v4, 0x1b
    if-ge v3, v4, :memory_ok
    const/16 v4, 0x1a
    if-ne v3, v4, :files
    const/4 v4, 0x1
    if-ne v2, v4, :files
    :memory_ok

    new-array v3, v2, [Ljava/nio/ByteBuffer;
    const/4 v4, 0x0
    :wrap
    if-ge v4, v2, :memory
    aget-object v5, p2, v4
    invoke-static {v5}, Ljava/nio/ByteBuffer;->wrap([B)Ljava/nio/ByteBuffer;
    move-result-object v5
    aput-object v5, v3, v4
    add-int/lit8 v4, v4, 0x1
    goto :wrap
    :memory
    invoke-static {v3, v0, v1}, Lrampart/rt/ShellLoader;->create([Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/lang/ClassLoader;
    move-result-object v4
    return-object v4

    :files
    new-instance v3, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/Context;->getCodeCacheDir()Ljava/io/File;
    move-result-object v4
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v5
    invoke-static {v5, v6}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v5
    invoke-direct {v3, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v3}, Ljava/io/File;->mkdirs()Z
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v6, 0x0
    :write
    if-ge v6, v2, :open
    invoke-static {v6}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v7
    const-string v8, ".dex"
    invoke-virtual {v7, v8}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    new-instance v8, Ljava/io/File;
    invoke-direct {v8, v3, v7}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    new-instance v7, Ljava/io/FileOutputStream;
    invoke-direct {v7, v8}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    aget-object v9, p2, v6
    invoke-virtual {v7, v9}, Ljava/io/FileOutputStream;->write([B)V
    invoke-virtual {v7}, Ljava/io/FileOutputStream;->close()V
    invoke-virtual {v8}, Ljava/io/File;->setReadOnly()Z
    if-eqz v6, :first
    sget-object v7, Ljava/io/File;->pathSeparator:Ljava/lang/String;
    invoke-virtual {v5, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    invoke-virtual {v8}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v5, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    add-int/lit8 v6, v6, 0x1
    goto :write

    :open
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v3}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v7
    new-instance v6, Lrampart/rt/ShellFileLoader;
    invoke-direct {v6, v5, v7, v1, v0}, Lrampart/rt/ShellFileLoader;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/ClassLoader;)V

    # The runtime has the files open (and mapped) now: nothing of them stays on storage.
    invoke-virtual {v3}, Ljava/io/File;->listFiles()[Ljava/io/File;
    move-result-object v4
    array-length v5, v4
    const/4 v7, 0x0
    :remove
    if-ge v7, v5, :removed
    aget-object v8, v4, v7
    invoke-virtual {v8}, Ljava/io/File;->delete()Z
    add-int/lit8 v7, v7, 0x1
    goto :remove
    :removed
    invoke-virtual {v3}, Ljava/io/File;->delete()Z
    return-object v6
.end method

# ActivityThread.currentActivityThread(), through reflection.
.method public static thread()Ljava/lang/Object;
    .locals 3
    const-string v0, "android.app.ActivityThread"
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    const-string v1, "currentActivityThread"
    const/4 v2, 0x0
    new-array v2, v2, [Ljava/lang/Class;
    invoke-virtual {v0, v1, v2}, Ljava/lang/Class;->getDeclaredMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v0
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Ljava/lang/reflect/AccessibleObject;->setAccessible(Z)V
    const/4 v1, 0x0
    new-array v2, v1, [Ljava/lang/Object;
    invoke-virtual {v0, v1, v2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

# The package's LoadedApk: ActivityThread.mPackages.get(package).get().
.method public static loadedApk(Ljava/lang/String;)Ljava/lang/Object;
    .locals 2
    invoke-static {}, Lrampart/rt/ShellBoot;->thread()Ljava/lang/Object;
    move-result-object v0
    const-string v1, "mPackages"
    invoke-static {v0, v1}, Lrampart/rt/ShellBoot;->get(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/ref/Reference;
    invoke-virtual {v0}, Ljava/lang/ref/Reference;->get()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

# A field declared by the class or one of its superclasses, made accessible.
.method public static field(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/reflect/Field;
    .locals 2
    move-object v1, p0
    :next
    :try_start
    invoke-virtual {v1, p1}, Ljava/lang/Class;->getDeclaredField(Ljava/lang/String;)Ljava/lang/reflect/Field;
    move-result-object v0
    :try_end
    .catch Ljava/lang/NoSuchFieldException; {:try_start .. :try_end} :up
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Ljava/lang/reflect/AccessibleObject;->setAccessible(Z)V
    return-object v0

    :up
    invoke-virtual {v1}, Ljava/lang/Class;->getSuperclass()Ljava/lang/Class;
    move-result-object v1
    if-nez v1, :next
    new-instance v0, Ljava/lang/NoSuchFieldException;
    invoke-direct {v0, p1}, Ljava/lang/NoSuchFieldException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public static get(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-static {v0, p1}, Lrampart/rt/ShellBoot;->field(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/reflect/Field;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/reflect/Field;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static set(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/Object;)V
    .locals 1
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-static {v0, p1}, Lrampart/rt/ShellBoot;->field(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/reflect/Field;
    move-result-object v0
    invoke-virtual {v0, p0, p2}, Ljava/lang/reflect/Field;->set(Ljava/lang/Object;Ljava/lang/Object;)V
    return-void
.end method

# The native library the loader's parent (the app's own PathClassLoader) finds, or null. That
# loader also looks inside the package, where libraries stay when the manifest says
# extractNativeLibs="false"; its findLibrary is public in BaseDexClassLoader.
.method public static parentLibrary(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    invoke-virtual {p0}, Ljava/lang/ClassLoader;->getParent()Ljava/lang/ClassLoader;
    move-result-object v0
    if-eqz v0, :none
    :try_start
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    const-string v2, "findLibrary"
    const/4 v3, 0x1
    new-array v4, v3, [Ljava/lang/Class;
    const/4 v5, 0x0
    const-class v3, Ljava/lang/String;
    aput-object v3, v4, v5
    invoke-virtual {v1, v2, v4}, Ljava/lang/Class;->getMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v1
    const/4 v3, 0x1
    new-array v4, v3, [Ljava/lang/Object;
    aput-object p1, v4, v5
    invoke-virtual {v1, v0, v4}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :none
    return-object v1

    :none
    const/4 v0, 0x0
    return-object v0
.end method
