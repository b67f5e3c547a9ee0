# SharedPreferences whose backing file holds no name or value in clear. Each entry is stored
# as a string: its name is "_" + HMAC-SHA256(name) in hex, its value the hex of
# AES-GCM(name, type, value) under a data key. The data key (AES and HMAC halves) is random,
# created with the file, and kept under "_k" encrypted by the master key (Prefs.master). An
# entry written before protection is still read, and replaced by its encrypted form when next
# written. Several processes sharing one file are not coordinated (as with the platform's own).
.class final Lrampart/rt/Prefs$Store;
.super Ljava/lang/Object;
.implements Landroid/content/SharedPreferences;

.field final backing:Landroid/content/SharedPreferences;
.field wrapped:Ljava/lang/String;
.field enc:Ljava/security/Key;
.field mac:Ljava/security/Key;
# stored name -> name, for the names this process has used (change listeners)
.field final names:Ljava/util/Map;
# the app's listener -> its Prefs$Listen
.field final listeners:Ljava/util/Map;

.method constructor <init>(Landroid/content/SharedPreferences;)V
    .locals 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lrampart/rt/Prefs$Store;->names:Ljava/util/Map;
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lrampart/rt/Prefs$Store;->listeners:Ljava/util/Map;
    invoke-static {}, Lrampart/rt/Prefs;->master()Ljava/security/Key;
    move-result-object v0
    const-string v1, "_k"
    const/4 v2, 0x0
    invoke-interface {p1, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    if-eqz v3, :create
    :try_start
    invoke-static {v3}, Lrampart/rt/Crypt;->unhex(Ljava/lang/String;)[B
    move-result-object v2
    invoke-static {v0, v2}, Lrampart/rt/Crypt;->open(Ljava/security/Key;[B)[B
    move-result-object v2
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :create
    goto :keys
    # No data key yet, or one the master key cannot open (the file was restored onto another
    # device): a new key; entries under the old one read as absent.
    :create
    const/16 v2, 0x40
    new-array v2, v2, [B
    new-instance v3, Ljava/security/SecureRandom;
    invoke-direct {v3}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v3, v2}, Ljava/security/SecureRandom;->nextBytes([B)V
    invoke-static {v0, v2}, Lrampart/rt/Crypt;->seal(Ljava/security/Key;[B)[B
    move-result-object v3
    invoke-static {v3}, Lrampart/rt/Crypt;->hex([B)Ljava/lang/String;
    move-result-object v3
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v4
    invoke-interface {v4, v1, v3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    invoke-interface {v4}, Landroid/content/SharedPreferences$Editor;->commit()Z
    :keys
    iput-object v3, p0, Lrampart/rt/Prefs$Store;->wrapped:Ljava/lang/String;
    new-instance v0, Ljavax/crypto/spec/SecretKeySpec;
    const/4 v1, 0x0
    const/16 v3, 0x20
    const-string v4, "AES"
    invoke-direct {v0, v2, v1, v3, v4}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BIILjava/lang/String;)V
    iput-object v0, p0, Lrampart/rt/Prefs$Store;->enc:Ljava/security/Key;
    new-instance v0, Ljavax/crypto/spec/SecretKeySpec;
    const-string v4, "HmacSHA256"
    invoke-direct {v0, v2, v3, v3, v4}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BIILjava/lang/String;)V
    iput-object v0, p0, Lrampart/rt/Prefs$Store;->mac:Ljava/security/Key;
    return-void
.end method

.method name(Ljava/lang/String;)Ljava/lang/String;
    .locals 3
    const-string v0, "HmacSHA256"
    invoke-static {v0}, Ljavax/crypto/Mac;->getInstance(Ljava/lang/String;)Ljavax/crypto/Mac;
    move-result-object v0
    iget-object v1, p0, Lrampart/rt/Prefs$Store;->mac:Ljava/security/Key;
    invoke-virtual {v0, v1}, Ljavax/crypto/Mac;->init(Ljava/security/Key;)V
    const-string v1, "UTF-8"
    invoke-virtual {p1, v1}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v1
    invoke-virtual {v0, v1}, Ljavax/crypto/Mac;->doFinal([B)[B
    move-result-object v0
    invoke-static {v0}, Lrampart/rt/Crypt;->hex([B)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "_"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lrampart/rt/Prefs$Store;->names:Ljava/util/Map;
    monitor-enter v1
    :try_start
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    monitor-exit v1
    :try_end
    .catchall {:try_start .. :try_end} :error
    return-object v0
    :error
    move-exception v0
    monitor-exit v1
    throw v0
.end method

# The app's name of a stored name: from the entry itself, else from the names used so far;
# null for the data key. A name from before protection is its own.
.method nameOf(Ljava/lang/String;)Ljava/lang/String;
    .locals 3
    const-string v0, "_k"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :none
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v0
    const/16 v1, 0x41
    if-ne v0, v1, :plain
    const-string v0, "_"
    invoke-virtual {p1, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :plain
    iget-object v0, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    const/4 v1, 0x0
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :seen
    invoke-virtual {p0, v0}, Lrampart/rt/Prefs$Store;->unpack(Ljava/lang/String;)[Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :seen
    const/4 v1, 0x0
    aget-object v0, v0, v1
    check-cast v0, Ljava/lang/String;
    return-object v0
    :seen
    iget-object v0, p0, Lrampart/rt/Prefs$Store;->names:Ljava/util/Map;
    monitor-enter v0
    :try_start
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :error
    check-cast v1, Ljava/lang/String;
    return-object v1
    :error
    move-exception v1
    monitor-exit v0
    throw v1
    :plain
    return-object p1
    :none
    const/4 v0, 0x0
    return-object v0
.end method

.method static writeStr(Ljava/io/DataOutputStream;Ljava/lang/String;)V
    .locals 2
    const-string v0, "UTF-8"
    invoke-virtual {p1, v0}, Ljava/lang/String;->getBytes(Ljava/lang/String;)[B
    move-result-object v0
    array-length v1, v0
    invoke-virtual {p0, v1}, Ljava/io/DataOutputStream;->writeInt(I)V
    invoke-virtual {p0, v0}, Ljava/io/DataOutputStream;->write([B)V
    return-void
.end method

.method static readStr(Ljava/io/DataInputStream;)Ljava/lang/String;
    .locals 2
    invoke-virtual {p0}, Ljava/io/DataInputStream;->readInt()I
    move-result v0
    new-array v0, v0, [B
    invoke-virtual {p0, v0}, Ljava/io/DataInputStream;->readFully([B)V
    new-instance v1, Ljava/lang/String;
    const-string p0, "UTF-8"
    invoke-direct {v1, v0, p0}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
    return-object v1
.end method

# The stored form of one entry: hex(seal(name, type tag, value)).
.method pack(Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/String;
    .locals 5
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v1, Ljava/io/DataOutputStream;
    invoke-direct {v1, v0}, Ljava/io/DataOutputStream;-><init>(Ljava/io/OutputStream;)V
    invoke-static {v1, p1}, Lrampart/rt/Prefs$Store;->writeStr(Ljava/io/DataOutputStream;Ljava/lang/String;)V
    instance-of v2, p2, Ljava/lang/String;
    if-eqz v2, :not_string
    const/16 v2, 0x73
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeByte(I)V
    check-cast p2, Ljava/lang/String;
    invoke-static {v1, p2}, Lrampart/rt/Prefs$Store;->writeStr(Ljava/io/DataOutputStream;Ljava/lang/String;)V
    goto :seal
    :not_string
    instance-of v2, p2, Ljava/lang/Integer;
    if-eqz v2, :not_int
    const/16 v2, 0x69
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeByte(I)V
    check-cast p2, Ljava/lang/Integer;
    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeInt(I)V
    goto :seal
    :not_int
    instance-of v2, p2, Ljava/lang/Long;
    if-eqz v2, :not_long
    const/16 v2, 0x6c
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeByte(I)V
    check-cast p2, Ljava/lang/Long;
    invoke-virtual {p2}, Ljava/lang/Long;->longValue()J
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Ljava/io/DataOutputStream;->writeLong(J)V
    goto :seal
    :not_long
    instance-of v2, p2, Ljava/lang/Float;
    if-eqz v2, :not_float
    const/16 v2, 0x66
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeByte(I)V
    check-cast p2, Ljava/lang/Float;
    invoke-virtual {p2}, Ljava/lang/Float;->floatValue()F
    move-result v2
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeFloat(F)V
    goto :seal
    :not_float
    instance-of v2, p2, Ljava/lang/Boolean;
    if-eqz v2, :not_boolean
    const/16 v2, 0x62
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeByte(I)V
    check-cast p2, Ljava/lang/Boolean;
    invoke-virtual {p2}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeBoolean(Z)V
    goto :seal
    :not_boolean
    const/16 v2, 0x53
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeByte(I)V
    check-cast p2, Ljava/util/Set;
    invoke-interface {p2}, Ljava/util/Set;->size()I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/io/DataOutputStream;->writeInt(I)V
    invoke-interface {p2}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v2
    :element
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v3
    if-eqz v3, :seal
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/lang/String;
    invoke-static {v1, v3}, Lrampart/rt/Prefs$Store;->writeStr(Ljava/io/DataOutputStream;Ljava/lang/String;)V
    goto :element
    :seal
    invoke-virtual {v1}, Ljava/io/DataOutputStream;->flush()V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v0
    iget-object v1, p0, Lrampart/rt/Prefs$Store;->enc:Ljava/security/Key;
    invoke-static {v1, v0}, Lrampart/rt/Crypt;->seal(Ljava/security/Key;[B)[B
    move-result-object v0
    invoke-static {v0}, Lrampart/rt/Crypt;->hex([B)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# {name, value} of a stored entry, or null when it does not decrypt.
.method unpack(Ljava/lang/String;)[Ljava/lang/Object;
    .locals 7
    :try_start
    invoke-static {p1}, Lrampart/rt/Crypt;->unhex(Ljava/lang/String;)[B
    move-result-object v0
    iget-object v1, p0, Lrampart/rt/Prefs$Store;->enc:Ljava/security/Key;
    invoke-static {v1, v0}, Lrampart/rt/Crypt;->open(Ljava/security/Key;[B)[B
    move-result-object v0
    new-instance v1, Ljava/io/ByteArrayInputStream;
    invoke-direct {v1, v0}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    new-instance v0, Ljava/io/DataInputStream;
    invoke-direct {v0, v1}, Ljava/io/DataInputStream;-><init>(Ljava/io/InputStream;)V
    invoke-static {v0}, Lrampart/rt/Prefs$Store;->readStr(Ljava/io/DataInputStream;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readByte()B
    move-result v2
    const/16 v3, 0x73
    if-ne v2, v3, :not_string
    invoke-static {v0}, Lrampart/rt/Prefs$Store;->readStr(Ljava/io/DataInputStream;)Ljava/lang/String;
    move-result-object v3
    goto :out
    :not_string
    const/16 v3, 0x69
    if-ne v2, v3, :not_int
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readInt()I
    move-result v3
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    goto :out
    :not_int
    const/16 v3, 0x6c
    if-ne v2, v3, :not_long
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readLong()J
    move-result-wide v4
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v3
    goto :out
    :not_long
    const/16 v3, 0x66
    if-ne v2, v3, :not_float
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readFloat()F
    move-result v3
    invoke-static {v3}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v3
    goto :out
    :not_float
    const/16 v3, 0x62
    if-ne v2, v3, :not_boolean
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readBoolean()Z
    move-result v3
    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v3
    goto :out
    :not_boolean
    invoke-virtual {v0}, Ljava/io/DataInputStream;->readInt()I
    move-result v4
    new-instance v3, Ljava/util/HashSet;
    invoke-direct {v3}, Ljava/util/HashSet;-><init>()V
    :element
    if-eqz v4, :out
    invoke-static {v0}, Lrampart/rt/Prefs$Store;->readStr(Ljava/io/DataInputStream;)Ljava/lang/String;
    move-result-object v5
    invoke-interface {v3, v5}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    add-int/lit8 v4, v4, -0x1
    goto :element
    :out
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const/4 v2, 0x1
    aput-object v3, v0, v2
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :bad
    return-object v0
    :bad
    const/4 v0, 0x0
    return-object v0
.end method

# The value of a name, or null; an entry from before protection is read in clear.
.method value(Ljava/lang/String;)Ljava/lang/Object;
    .locals 3
    iget-object v0, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    invoke-virtual {p0, p1}, Lrampart/rt/Prefs$Store;->name(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :legacy
    invoke-virtual {p0, v1}, Lrampart/rt/Prefs$Store;->unpack(Ljava/lang/String;)[Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :none
    const/4 v2, 0x1
    aget-object v1, v1, v2
    return-object v1
    :legacy
    invoke-interface {v0}, Landroid/content/SharedPreferences;->getAll()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
    :none
    const/4 v1, 0x0
    return-object v1
.end method

.method public getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .locals 1
    invoke-virtual {p0, p1}, Lrampart/rt/Prefs$Store;->value(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :has
    return-object p2
    :has
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public getStringSet(Ljava/lang/String;Ljava/util/Set;)Ljava/util/Set;
    .locals 1
    invoke-virtual {p0, p1}, Lrampart/rt/Prefs$Store;->value(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :has
    return-object p2
    :has
    check-cast v0, Ljava/util/Set;
    return-object v0
.end method

.method public getInt(Ljava/lang/String;I)I
    .locals 1
    invoke-virtual {p0, p1}, Lrampart/rt/Prefs$Store;->value(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :has
    return p2
    :has
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    return v0
.end method

.method public getLong(Ljava/lang/String;J)J
    .locals 2
    invoke-virtual {p0, p1}, Lrampart/rt/Prefs$Store;->value(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :has
    return-wide p2
    :has
    check-cast v0, Ljava/lang/Long;
    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J
    move-result-wide v0
    return-wide v0
.end method

.method public getFloat(Ljava/lang/String;F)F
    .locals 1
    invoke-virtual {p0, p1}, Lrampart/rt/Prefs$Store;->value(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :has
    return p2
    :has
    check-cast v0, Ljava/lang/Float;
    invoke-virtual {v0}, Ljava/lang/Float;->floatValue()F
    move-result v0
    return v0
.end method

.method public getBoolean(Ljava/lang/String;Z)Z
    .locals 1
    invoke-virtual {p0, p1}, Lrampart/rt/Prefs$Store;->value(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :has
    return p2
    :has
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method

.method public contains(Ljava/lang/String;)Z
    .locals 2
    iget-object v0, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    invoke-virtual {p0, p1}, Lrampart/rt/Prefs$Store;->name(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :yes
    invoke-interface {v0, p1}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z
    move-result v1
    :yes
    return v1
.end method

.method public getAll()Ljava/util/Map;
    .locals 6
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iget-object v1, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    invoke-interface {v1}, Landroid/content/SharedPreferences;->getAll()Ljava/util/Map;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/util/Map$Entry;
    invoke-interface {v2}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v3
    invoke-interface {v2}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v4
    const-string v5, "_k"
    invoke-virtual {v5, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-nez v5, :loop
    instance-of v5, v4, Ljava/lang/String;
    if-eqz v5, :plain
    move-object v5, v4
    check-cast v5, Ljava/lang/String;
    invoke-virtual {p0, v5}, Lrampart/rt/Prefs$Store;->unpack(Ljava/lang/String;)[Ljava/lang/Object;
    move-result-object v5
    if-eqz v5, :plain
    const/4 v3, 0x0
    aget-object v3, v5, v3
    const/4 v4, 0x1
    aget-object v4, v5, v4
    :plain
    invoke-interface {v0, v3, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :loop
    :done
    return-object v0
.end method

.method public edit()Landroid/content/SharedPreferences$Editor;
    .locals 1
    new-instance v0, Lrampart/rt/Prefs$Edit;
    invoke-direct {v0, p0}, Lrampart/rt/Prefs$Edit;-><init>(Lrampart/rt/Prefs$Store;)V
    return-object v0
.end method

# Listeners hear of changes with the app's names, from this wrapper (Prefs$Listen).
.method public registerOnSharedPreferenceChangeListener(Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;)V
    .locals 3
    iget-object v0, p0, Lrampart/rt/Prefs$Store;->listeners:Ljava/util/Map;
    monitor-enter v0
    :try_start
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    if-nez v1, :known
    new-instance v1, Lrampart/rt/Prefs$Listen;
    invoke-direct {v1, p0, p1}, Lrampart/rt/Prefs$Listen;-><init>(Lrampart/rt/Prefs$Store;Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;)V
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :known
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :error
    iget-object v2, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    check-cast v1, Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;
    invoke-interface {v2, v1}, Landroid/content/SharedPreferences;->registerOnSharedPreferenceChangeListener(Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;)V
    return-void
    :error
    move-exception v1
    monitor-exit v0
    throw v1
.end method

.method public unregisterOnSharedPreferenceChangeListener(Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;)V
    .locals 3
    iget-object v0, p0, Lrampart/rt/Prefs$Store;->listeners:Ljava/util/Map;
    monitor-enter v0
    :try_start
    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :error
    if-eqz v1, :done
    iget-object v2, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    check-cast v1, Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;
    invoke-interface {v2, v1}, Landroid/content/SharedPreferences;->unregisterOnSharedPreferenceChangeListener(Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;)V
    :done
    return-void
    :error
    move-exception v1
    monitor-exit v0
    throw v1
.end method

# The backing editor holding an editor's changes, encrypted; clear() keeps the data key.
.method write(Lrampart/rt/Prefs$Edit;)Landroid/content/SharedPreferences$Editor;
    .locals 6
    iget-object v0, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    iget-boolean v1, p1, Lrampart/rt/Prefs$Edit;->clear:Z
    if-eqz v1, :puts
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->clear()Landroid/content/SharedPreferences$Editor;
    const-string v1, "_k"
    iget-object v2, p0, Lrampart/rt/Prefs$Store;->wrapped:Ljava/lang/String;
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    :puts
    iget-object v1, p1, Lrampart/rt/Prefs$Edit;->edits:Ljava/util/Map;
    invoke-interface {v1}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/util/Map$Entry;
    invoke-interface {v2}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/lang/String;
    invoke-interface {v2}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v4
    # The entry from before protection, if any, goes.
    iget-object v5, p0, Lrampart/rt/Prefs$Store;->backing:Landroid/content/SharedPreferences;
    invoke-interface {v5, v3}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z
    move-result v5
    if-eqz v5, :named
    invoke-interface {v0, v3}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    :named
    invoke-virtual {p0, v3}, Lrampart/rt/Prefs$Store;->name(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    if-nez v4, :put
    invoke-interface {v0, v5}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    goto :loop
    :put
    invoke-virtual {p0, v3, v4}, Lrampart/rt/Prefs$Store;->pack(Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v4
    invoke-interface {v0, v5, v4}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    goto :loop
    :done
    return-object v0
.end method
