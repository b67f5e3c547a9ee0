# The master key in the Android Keystore, created on first use (API 23+). A class of its own,
# so a platform without these classes fails here, where Prefs catches it.
.class final Lrampart/rt/Prefs$Keystore;
.super Ljava/lang/Object;

.method static key()Ljava/security/Key;
    .locals 6
    const-string v0, "AndroidKeyStore"
    invoke-static {v0}, Ljava/security/KeyStore;->getInstance(Ljava/lang/String;)Ljava/security/KeyStore;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v1, v2, v2}, Ljava/security/KeyStore;->load(Ljava/io/InputStream;[C)V
    const-string v3, "app.prefs"
    invoke-virtual {v1, v3, v2}, Ljava/security/KeyStore;->getKey(Ljava/lang/String;[C)Ljava/security/Key;
    move-result-object v1
    if-eqz v1, :create
    return-object v1
    :create
    const-string v1, "AES"
    invoke-static {v1, v0}, Ljavax/crypto/KeyGenerator;->getInstance(Ljava/lang/String;Ljava/lang/String;)Ljavax/crypto/KeyGenerator;
    move-result-object v0
    new-instance v1, Landroid/security/keystore/KeyGenParameterSpec$Builder;
    const/4 v2, 0x3
    invoke-direct {v1, v3, v2}, Landroid/security/keystore/KeyGenParameterSpec$Builder;-><init>(Ljava/lang/String;I)V
    const/4 v2, 0x1
    new-array v3, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "GCM"
    aput-object v5, v3, v4
    invoke-virtual {v1, v3}, Landroid/security/keystore/KeyGenParameterSpec$Builder;->setBlockModes([Ljava/lang/String;)Landroid/security/keystore/KeyGenParameterSpec$Builder;
    new-array v3, v2, [Ljava/lang/String;
    const-string v5, "NoPadding"
    aput-object v5, v3, v4
    invoke-virtual {v1, v3}, Landroid/security/keystore/KeyGenParameterSpec$Builder;->setEncryptionPaddings([Ljava/lang/String;)Landroid/security/keystore/KeyGenParameterSpec$Builder;
    const/16 v2, 0x100
    invoke-virtual {v1, v2}, Landroid/security/keystore/KeyGenParameterSpec$Builder;->setKeySize(I)Landroid/security/keystore/KeyGenParameterSpec$Builder;
    invoke-virtual {v1}, Landroid/security/keystore/KeyGenParameterSpec$Builder;->build()Landroid/security/keystore/KeyGenParameterSpec;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljavax/crypto/KeyGenerator;->init(Ljava/security/spec/AlgorithmParameterSpec;)V
    invoke-virtual {v0}, Ljavax/crypto/KeyGenerator;->generateKey()Ljavax/crypto/SecretKey;
    move-result-object v0
    return-object v0
.end method
