.class public final Lrampart/rt/GuardEnv;
.super Ljava/lang/Object;

# Where the environment checks read the device. Every file a check opens is `root + path`
# (`root` is empty on a device), and every system property goes through `prop`, so the checks
# can be pointed at a crafted sample.


# static fields
.field public static root:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .locals 1
    const-string v0, ""
    sput-object v0, Lrampart/rt/GuardEnv;->root:Ljava/lang/String;
    return-void
.end method

.method public static file(Ljava/lang/String;)Ljava/io/File;
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    sget-object v1, Lrampart/rt/GuardEnv;->root:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, v0}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    return-object v1
.end method

.method public static exists(Ljava/lang/String;)Z
    .locals 1
    invoke-static {p0}, Lrampart/rt/GuardEnv;->file(Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/File;->exists()Z
    move-result v0
    return v0
.end method

# The names in a directory, or null.
.method public static list(Ljava/lang/String;)[Ljava/lang/String;
    .locals 1
    invoke-static {p0}, Lrampart/rt/GuardEnv;->file(Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/File;->list()[Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# A file's text under the root (Latin-1: /proc files are ASCII), or null.
.method public static read(Ljava/lang/String;)Ljava/lang/String;
    .locals 1
    invoke-static {p0}, Lrampart/rt/GuardEnv;->file(Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    invoke-static {v0}, Lrampart/rt/GuardEnv;->readFile(Ljava/io/File;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# A file's text (Latin-1), or null. Read to the end: /proc files report a size of 0.
.method public static readFile(Ljava/io/File;)Ljava/lang/String;
    .locals 5
    :try_start
    new-instance v0, Ljava/io/FileInputStream;
    invoke-direct {v0, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    new-instance v1, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v1}, Ljava/io/ByteArrayOutputStream;-><init>()V
    const/16 v2, 0x2000
    new-array v2, v2, [B
    :loop
    invoke-virtual {v0, v2}, Ljava/io/FileInputStream;->read([B)I
    move-result v3
    if-ltz v3, :done
    const/4 v4, 0x0
    invoke-virtual {v1, v2, v4, v3}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    new-instance v0, Ljava/lang/String;
    invoke-virtual {v1}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v1
    const-string v2, "ISO-8859-1"
    invoke-direct {v0, v1, v2}, Ljava/lang/String;-><init>([BLjava/lang/String;)V
    :try_end
    .catchall {:try_start .. :try_end} :failed
    return-object v0
    :failed
    const/4 v0, 0x0
    return-object v0
.end method

# A system property through the hidden android.os.SystemProperties.get, or "" when unknown or
# unreadable.
.method public static prop(Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    :try_start
    const-string v0, "android.os.SystemProperties"
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    const-string v1, "get"
    const/4 v2, 0x1
    new-array v3, v2, [Ljava/lang/Class;
    const/4 v4, 0x0
    const-class v5, Ljava/lang/String;
    aput-object v5, v3, v4
    invoke-virtual {v0, v1, v3}, Ljava/lang/Class;->getMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v0
    new-array v3, v2, [Ljava/lang/Object;
    aput-object p0, v3, v4
    const/4 v1, 0x0
    invoke-virtual {v0, v1, v3}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-eqz v1, :none
    check-cast v0, Ljava/lang/String;
    :try_end
    .catchall {:try_start .. :try_end} :none
    return-object v0
    :none
    const-string v0, ""
    return-object v0
.end method

# The first of the comma-separated needles that the text contains, ignoring case (needles are
# lower case), or null.
.method public static firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    if-eqz p0, :none
    invoke-virtual {p0}, Ljava/lang/String;->toLowerCase()Ljava/lang/String;
    move-result-object v0
    const-string v1, ","
    invoke-virtual {p1, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0x0
    :loop
    if-ge v3, v2, :none
    aget-object v4, v1, v3
    invoke-virtual {v0, v4}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z
    move-result v5
    if-eqz v5, :next
    return-object v4
    :next
    add-int/lit8 v3, v3, 0x1
    goto :loop
    :none
    const/4 v0, 0x0
    return-object v0
.end method

# The first of the comma-separated paths that exists, or null.
.method public static firstExisting(Ljava/lang/String;)Ljava/lang/String;
    .locals 5
    const-string v0, ","
    invoke-virtual {p0, v0}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0x0
    :loop
    if-ge v2, v1, :none
    aget-object v3, v0, v2
    invoke-static {v3}, Lrampart/rt/GuardEnv;->exists(Ljava/lang/String;)Z
    move-result v4
    if-eqz v4, :next
    return-object v3
    :next
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :none
    const/4 v0, 0x0
    return-object v0
.end method

# The first thread of this process whose name (/proc/self/task/<tid>/comm) contains one of the
# comma-separated needles, as "<name>", or null.
.method public static threadNamed(Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    const-string v0, "/proc/self/task"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->list(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :none
    array-length v1, v0
    const/4 v2, 0x0
    :loop
    if-ge v2, v1, :none
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v4, "/proc/self/task/"
    invoke-direct {v3, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    aget-object v4, v0, v2
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "/comm"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lrampart/rt/GuardEnv;->read(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, p0}, Lrampart/rt/GuardEnv;->firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    if-eqz v5, :next
    invoke-virtual {v3}, Ljava/lang/String;->trim()Ljava/lang/String;
    move-result-object v3
    return-object v3
    :next
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :none
    const/4 v0, 0x0
    return-object v0
.end method

# The value of a "Name:\tvalue" line (as in /proc/self/status), trimmed, or null.
.method public static field(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .locals 3
    if-eqz p0, :none
    invoke-virtual {p0, p1}, Ljava/lang/String;->indexOf(Ljava/lang/String;)I
    move-result v0
    if-ltz v0, :none
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v1
    add-int/2addr v0, v1
    const/16 v1, 0xa
    invoke-virtual {p0, v1, v0}, Ljava/lang/String;->indexOf(II)I
    move-result v1
    if-gez v1, :cut
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v1
    :cut
    invoke-virtual {p0, v0, v1}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/String;->trim()Ljava/lang/String;
    move-result-object v2
    return-object v2
    :none
    const/4 v0, 0x0
    return-object v0
.end method

# "a" + "b", with null read as "".
.method public static join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .locals 1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    if-eqz p0, :second
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :second
    if-eqz p1, :done
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
