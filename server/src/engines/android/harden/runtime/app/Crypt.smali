# Shared helpers of the app runtime: hex keys, configuration lists, whole-stream reads and
# AES-256-GCM in the entry format of payloads.ts (nonce 12 bytes, ciphertext, tag 16 bytes).
.class final Lrampart/rt/Crypt;
.super Ljava/lang/Object;

.method static unhex(Ljava/lang/String;)[B
    .locals 6
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

.method static hex([B)Ljava/lang/String;
    .locals 6
    array-length v0, p0
    new-instance v1, Ljava/lang/StringBuilder;
    mul-int/lit8 v2, v0, 0x2
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(I)V
    const-string v5, "0123456789abcdef"
    const/4 v2, 0x0
    :loop
    if-ge v2, v0, :done
    aget-byte v3, p0, v2
    shr-int/lit8 v4, v3, 0x4
    and-int/lit8 v4, v4, 0xf
    invoke-virtual {v5, v4}, Ljava/lang/String;->charAt(I)C
    move-result v4
    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    and-int/lit8 v4, v3, 0xf
    invoke-virtual {v5, v4}, Ljava/lang/String;->charAt(I)C
    move-result v4
    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :done
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# The AES key named by a configuration entry (hex), or null when the entry is absent.
.method static key(Ljava/util/Map;Ljava/lang/String;)Ljava/security/Key;
    .locals 2
    invoke-interface {p0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :none
    invoke-static {v0}, Lrampart/rt/Crypt;->unhex(Ljava/lang/String;)[B
    move-result-object v0
    new-instance v1, Ljavax/crypto/spec/SecretKeySpec;
    const-string p1, "AES"
    invoke-direct {v1, v0, p1}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    return-object v1
    :none
    const/4 v0, 0x0
    return-object v0
.end method

# The lines of a configuration entry; none when it is absent or empty.
.method static lines(Ljava/util/Map;Ljava/lang/String;)[Ljava/lang/String;
    .locals 2
    invoke-interface {p0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :none
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z
    move-result v1
    if-nez v1, :none
    const-string v1, "\n"
    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    return-object v0
    :none
    const/4 v0, 0x0
    new-array v0, v0, [Ljava/lang/String;
    return-object v0
.end method

.method static readAll(Ljava/io/InputStream;)[B
    .locals 4
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    const/16 v1, 0x2000
    new-array v1, v1, [B
    :loop
    invoke-virtual {p0, v1}, Ljava/io/InputStream;->read([B)I
    move-result v2
    if-ltz v2, :done
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v3, v2}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :loop
    :done
    invoke-virtual {p0}, Ljava/io/InputStream;->close()V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v0
    return-object v0
.end method

# Decrypts nonce ‖ ciphertext ‖ tag; a wrong key or an altered entry throws AEADBadTagException.
.method static open(Ljava/security/Key;[B)[B
    .locals 5
    const-string v0, "AES/GCM/NoPadding"
    invoke-static {v0}, Ljavax/crypto/Cipher;->getInstance(Ljava/lang/String;)Ljavax/crypto/Cipher;
    move-result-object v0
    new-instance v1, Ljavax/crypto/spec/GCMParameterSpec;
    const/16 v2, 0x80
    const/4 v3, 0x0
    const/16 v4, 0xc
    invoke-direct {v1, v2, p1, v3, v4}, Ljavax/crypto/spec/GCMParameterSpec;-><init>(I[BII)V
    const/4 v2, 0x2
    invoke-virtual {v0, v2, p0, v1}, Ljavax/crypto/Cipher;->init(ILjava/security/Key;Ljava/security/spec/AlgorithmParameterSpec;)V
    array-length v2, p1
    sub-int/2addr v2, v4
    invoke-virtual {v0, p1, v4, v2}, Ljavax/crypto/Cipher;->doFinal([BII)[B
    move-result-object v0
    return-object v0
.end method

# Encrypts with a nonce the provider picks (the Android Keystore insists on its own).
.method static seal(Ljava/security/Key;[B)[B
    .locals 6
    const-string v0, "AES/GCM/NoPadding"
    invoke-static {v0}, Ljavax/crypto/Cipher;->getInstance(Ljava/lang/String;)Ljavax/crypto/Cipher;
    move-result-object v0
    const/4 v1, 0x1
    invoke-virtual {v0, v1, p0}, Ljavax/crypto/Cipher;->init(ILjava/security/Key;)V
    invoke-virtual {v0}, Ljavax/crypto/Cipher;->getIV()[B
    move-result-object v1
    invoke-virtual {v0, p1}, Ljavax/crypto/Cipher;->doFinal([B)[B
    move-result-object v2
    array-length v3, v1
    array-length v4, v2
    add-int/2addr v4, v3
    new-array v4, v4, [B
    const/4 v5, 0x0
    invoke-static {v1, v5, v4, v5, v3}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    array-length v0, v2
    invoke-static {v2, v5, v4, v3, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    return-object v4
.end method
