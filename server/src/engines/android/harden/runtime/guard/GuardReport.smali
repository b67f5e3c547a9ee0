.class public final Lrampart/rt/GuardReport;
.super Ljava/lang/Object;

# implemented interfaces
.implements Ljava/lang/Runnable;

# The "report" reaction: one event of the monitoring SDK protocol (version 1), POSTed to
# "guard.report.url" (the console's /api/sdk/v1/events) with the monitored app's key
# ("guard.report.key") and signed with its secret ("guard.report.secret"):
# X-Rampart-Signature = hex HMAC-SHA256(secret, "RAMPART-HMAC-SHA256\nPOST\n<path>\n<timestamp>\n
# <nonce>\n<hex SHA-256 of the body>"). Sent on a background thread, up to three attempts, each
# with a new timestamp and nonce; the device id is kept in the app's files directory.


# static fields
.field public static udid:Ljava/lang/String;


# instance fields
.field public final config:Ljava/util/Map;

.field public final body:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/util/Map;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lrampart/rt/GuardReport;->config:Ljava/util/Map;
    iput-object p2, p0, Lrampart/rt/GuardReport;->body:Ljava/lang/String;
    return-void
.end method

.method public static send(Ljava/util/Map;Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .locals 3
    :try_start
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    invoke-static {p1, p2, p3, v0, v1}, Lrampart/rt/GuardReport;->body(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;J)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Lrampart/rt/GuardReport;
    invoke-direct {v1, p0, v0}, Lrampart/rt/GuardReport;-><init>(Ljava/util/Map;Ljava/lang/String;)V
    new-instance v0, Ljava/lang/Thread;
    invoke-direct {v0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    const/4 v2, 0x1
    invoke-virtual {v0, v2}, Ljava/lang/Thread;->setDaemon(Z)V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    :try_end
    .catchall {:try_start .. :try_end} :failed
    :failed
    return-void
.end method

# The batch JSON of one event: {"device":{udid, brand, model, osVersion, sdkVersion,
# environment:[kind]}, "events":[{id, kind, ts, details:{source, detail}}]}.
.method public static body(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;J)Ljava/lang/String;
    .locals 4
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "{\"device\":{\"udid\":"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {p0}, Lrampart/rt/GuardReport;->udid(Landroid/content/Context;)Ljava/lang/String;
    move-result-object v1
    const/16 v2, 0xc8
    invoke-static {v0, v1, v2}, Lrampart/rt/GuardReport;->quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    const-string v1, ",\"brand\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Landroid/os/Build;->BRAND:Ljava/lang/String;
    const/16 v2, 0x64
    invoke-static {v0, v1, v2}, Lrampart/rt/GuardReport;->quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    const-string v1, ",\"model\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Landroid/os/Build;->MODEL:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lrampart/rt/GuardReport;->quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    const-string v1, ",\"osVersion\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Landroid/os/Build$VERSION;->RELEASE:Ljava/lang/String;
    const/16 v2, 0x32
    invoke-static {v0, v1, v2}, Lrampart/rt/GuardReport;->quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    const-string v1, ",\"sdkVersion\":\"rampart-guard-1\",\"environment\":["
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v2, 0xc8
    invoke-static {v0, p1, v2}, Lrampart/rt/GuardReport;->quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    const-string v1, "]},\"events\":[{\"id\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1, v2}, Lrampart/rt/GuardReport;->quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    const-string v1, ",\"kind\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v0, p1, v2}, Lrampart/rt/GuardReport;->quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    const-string v1, ",\"ts\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p3, p4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v1, ",\"details\":{\"source\":\"rampart-guard\",\"detail\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v2, 0x400
    invoke-static {v0, p2, v2}, Lrampart/rt/GuardReport;->quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    const-string v1, "}}]}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# Appends a JSON string of at most max characters (null as ""), without NUL characters and
# without splitting a surrogate pair: the console refuses an event holding either.
.method public static quote(Ljava/lang/StringBuilder;Ljava/lang/String;I)V
    .locals 5
    const/16 v0, 0x22
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    if-eqz p1, :close
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v1
    if-le v1, p2, :scan
    move v1, p2
    if-lez v1, :scan
    add-int/lit8 v2, v1, -0x1
    invoke-virtual {p1, v2}, Ljava/lang/String;->charAt(I)C
    move-result v2
    invoke-static {v2}, Ljava/lang/Character;->isHighSurrogate(C)Z
    move-result v2
    if-eqz v2, :scan
    add-int/lit8 v1, v1, -0x1
    :scan
    const/4 v2, 0x0
    :char
    if-ge v2, v1, :close
    invoke-virtual {p1, v2}, Ljava/lang/String;->charAt(I)C
    move-result v3
    if-eqz v3, :next
    const/16 v4, 0x22
    if-eq v3, v4, :escape
    const/16 v4, 0x5c
    if-eq v3, v4, :escape
    const/16 v4, 0x20
    if-lt v3, v4, :control
    invoke-virtual {p0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :next
    :escape
    const/16 v4, 0x5c
    invoke-virtual {p0, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {p0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :next
    :control
    const-string v4, "\\u00"
    invoke-virtual {p0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    or-int/lit16 v4, v3, 0x100
    invoke-static {v4}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v4
    const/4 v0, 0x1
    invoke-virtual {v4, v0}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {p0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :next
    add-int/lit8 v2, v2, 0x1
    goto :char
    :close
    const/16 v0, 0x22
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    return-void
.end method

# This installation's device id: kept in <files>/rampart-guard.id, made on first use.
.method public static declared-synchronized udid(Landroid/content/Context;)Ljava/lang/String;
    .locals 4
    sget-object v0, Lrampart/rt/GuardReport;->udid:Ljava/lang/String;
    if-nez v0, :known
    :try_start
    new-instance v1, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "rampart-guard.id"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v1}, Lrampart/rt/GuardEnv;->readFile(Ljava/io/File;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :make
    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v2
    if-nez v2, :store
    :make
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v2, Ljava/io/FileOutputStream;
    invoke-direct {v2, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    const-string v3, "UTF-8"
    invoke-virtual {v0, v3}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/io/FileOutputStream;->write([B)V
    invoke-virtual {v2}, Ljava/io/FileOutputStream;->close()V
    :try_end
    .catchall {:try_start .. :try_end} :fallback
    goto :store
    :fallback
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    :store
    sput-object v0, Lrampart/rt/GuardReport;->udid:Ljava/lang/String;
    :known
    return-object v0
.end method

# A signed request for a body: {url, body, key, timestamp, nonce, signature}.
.method public static signed(Ljava/util/Map;Ljava/lang/String;)[Ljava/lang/String;
    .locals 10
    const-string v0, "guard.report.url"
    invoke-interface {p0, v0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    const-string v1, "guard.report.key"
    invoke-interface {p0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    const-string v2, "guard.report.secret"
    invoke-interface {p0, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/16 v5, 0x3e8
    div-long/2addr v3, v5
    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v3
    const/16 v4, 0x10
    new-array v4, v4, [B
    new-instance v5, Ljava/security/SecureRandom;
    invoke-direct {v5}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v5, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    invoke-static {v4}, Lrampart/rt/GuardReport;->hex([B)Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/net/URL;
    invoke-direct {v5, v0}, Ljava/net/URL;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5}, Ljava/net/URL;->getFile()Ljava/lang/String;
    move-result-object v5
    const-string v6, "UTF-8"
    invoke-virtual {p1, v6}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v6
    const-string v7, "POST"
    invoke-static {v7, v5, v3, v4, v6}, Lrampart/rt/GuardReport;->base(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[B)Ljava/lang/String;
    move-result-object v5
    invoke-static {v2, v5}, Lrampart/rt/GuardReport;->hmac(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x6
    new-array v6, v6, [Ljava/lang/String;
    const/4 v7, 0x0
    aput-object v0, v6, v7
    const/4 v7, 0x1
    aput-object p1, v6, v7
    const/4 v7, 0x2
    aput-object v1, v6, v7
    const/4 v7, 0x3
    aput-object v3, v6, v7
    const/4 v7, 0x4
    aput-object v4, v6, v7
    const/4 v7, 0x5
    aput-object v5, v6, v7
    return-object v6
.end method

# The string a request signs: the algorithm, the method, the path with its query as sent, the
# timestamp, the nonce and the hex SHA-256 of the body bytes, one per line.
.method public static base(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[B)Ljava/lang/String;
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "RAMPART-HMAC-SHA256\n"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/lang/String;->toUpperCase()Ljava/lang/String;
    move-result-object v1
    const/16 v2, 0xa
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    const-string v1, "SHA-256"
    invoke-static {v1}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v1
    invoke-virtual {v1, p4}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v1
    invoke-static {v1}, Lrampart/rt/GuardReport;->hex([B)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# Lower-case hex HMAC-SHA256 of the base string, keyed with the secret's UTF-8 bytes.
.method public static hmac(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .locals 4
    const-string v0, "HmacSHA256"
    invoke-static {v0}, Ljavax/crypto/Mac;->getInstance(Ljava/lang/String;)Ljavax/crypto/Mac;
    move-result-object v1
    new-instance v2, Ljavax/crypto/spec/SecretKeySpec;
    const-string v3, "UTF-8"
    invoke-virtual {p0, v3}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v3
    invoke-direct {v2, v3, v0}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    invoke-virtual {v1, v2}, Ljavax/crypto/Mac;->init(Ljava/security/Key;)V
    const-string v3, "UTF-8"
    invoke-virtual {p1, v3}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v3
    invoke-virtual {v1, v3}, Ljavax/crypto/Mac;->doFinal([B)[B
    move-result-object v3
    invoke-static {v3}, Lrampart/rt/GuardReport;->hex([B)Ljava/lang/String;
    move-result-object v3
    return-object v3
.end method

.method public static hex([B)Ljava/lang/String;
    .locals 5
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    array-length v1, p0
    const/4 v2, 0x0
    :byte
    if-ge v2, v1, :done
    aget-byte v3, p0, v2
    and-int/lit16 v3, v3, 0xff
    or-int/lit16 v3, v3, 0x100
    invoke-static {v3}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x1
    invoke-virtual {v3, v4}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    add-int/lit8 v2, v2, 0x1
    goto :byte
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# POSTs a signed request; the HTTP status, or -1 when the network failed.
.method public static post([Ljava/lang/String;)I
    .locals 5
    :try_start
    new-instance v0, Ljava/net/URL;
    const/4 v1, 0x0
    aget-object v1, p0, v1
    invoke-direct {v0, v1}, Ljava/net/URL;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/net/URL;->openConnection()Ljava/net/URLConnection;
    move-result-object v0
    check-cast v0, Ljava/net/HttpURLConnection;
    const-string v1, "POST"
    invoke-virtual {v0, v1}, Ljava/net/HttpURLConnection;->setRequestMethod(Ljava/lang/String;)V
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Ljava/net/HttpURLConnection;->setDoOutput(Z)V
    const/16 v1, 0x3a98
    invoke-virtual {v0, v1}, Ljava/net/HttpURLConnection;->setConnectTimeout(I)V
    invoke-virtual {v0, v1}, Ljava/net/HttpURLConnection;->setReadTimeout(I)V
    const-string v1, "Content-Type"
    const-string v2, "application/json"
    invoke-virtual {v0, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "X-Rampart-Key"
    const/4 v2, 0x2
    aget-object v2, p0, v2
    invoke-virtual {v0, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "X-Rampart-Timestamp"
    const/4 v2, 0x3
    aget-object v2, p0, v2
    invoke-virtual {v0, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "X-Rampart-Nonce"
    const/4 v2, 0x4
    aget-object v2, p0, v2
    invoke-virtual {v0, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "X-Rampart-Signature"
    const/4 v2, 0x5
    aget-object v2, p0, v2
    invoke-virtual {v0, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V
    const/4 v1, 0x1
    aget-object v1, p0, v1
    const-string v2, "UTF-8"
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v1
    array-length v2, v1
    invoke-virtual {v0, v2}, Ljava/net/HttpURLConnection;->setFixedLengthStreamingMode(I)V
    invoke-virtual {v0}, Ljava/net/HttpURLConnection;->getOutputStream()Ljava/io/OutputStream;
    move-result-object v2
    invoke-virtual {v2, v1}, Ljava/io/OutputStream;->write([B)V
    invoke-virtual {v2}, Ljava/io/OutputStream;->close()V
    invoke-virtual {v0}, Ljava/net/HttpURLConnection;->getResponseCode()I
    move-result v1
    invoke-virtual {v0}, Ljava/net/HttpURLConnection;->disconnect()V
    :try_end
    .catchall {:try_start .. :try_end} :failed
    return v1
    :failed
    const/4 v1, -0x1
    return v1
.end method


# virtual methods
# Up to three attempts, 1 s and 2 s apart, while the network or the server (5xx) fails; a 4xx
# answer will not change on a retry.
.method public run()V
    .locals 5
    const/4 v0, 0x0
    :attempt
    :try_start
    iget-object v1, p0, Lrampart/rt/GuardReport;->config:Ljava/util/Map;
    iget-object v2, p0, Lrampart/rt/GuardReport;->body:Ljava/lang/String;
    invoke-static {v1, v2}, Lrampart/rt/GuardReport;->signed(Ljava/util/Map;Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lrampart/rt/GuardReport;->post([Ljava/lang/String;)I
    move-result v1
    const/16 v2, 0xc8
    if-lt v1, v2, :retry
    const/16 v2, 0x1f4
    if-lt v1, v2, :done
    :retry
    add-int/lit8 v0, v0, 0x1
    const/4 v2, 0x3
    if-ge v0, v2, :done
    const/16 v2, 0x3e8
    shl-int/2addr v2, v0
    shr-int/lit8 v2, v2, 0x1
    int-to-long v3, v2
    invoke-static {v3, v4}, Ljava/lang/Thread;->sleep(J)V
    goto :attempt
    :try_end
    .catchall {:try_start .. :try_end} :done
    :done
    return-void
.end method
