# The in-memory loader of the original DEX files (API 27+, and API 26 for a single DEX file). It keeps the native library
# directory of the app's own loader: InMemoryDexClassLoader takes a library path only from
# API 30, so System.loadLibrary from the app's classes looks there through findLibrary, then
# asks the app's own loader (which also finds libraries kept uncompressed in the package).
.class public Lrampart/rt/ShellLoader;
.super Ldalvik/system/InMemoryDexClassLoader;

.field private final libraryDir:Ljava/lang/String;

.method public constructor <init>([Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0, p1, p2}, Ldalvik/system/InMemoryDexClassLoader;-><init>([Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;)V
    iput-object p3, p0, Lrampart/rt/ShellLoader;->libraryDir:Ljava/lang/String;
    return-void
.end method

.method public constructor <init>(Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0, p1, p2}, Ldalvik/system/InMemoryDexClassLoader;-><init>(Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;)V
    iput-object p3, p0, Lrampart/rt/ShellLoader;->libraryDir:Ljava/lang/String;
    return-void
.end method

# Built here so that the shell's other classes never name this one's type, whose superclass
# exists from API 26 only: verifying them on older releases does not need it. API 26 has only
# the one-buffer constructor (the caller hands it a single DEX file there).
.method public static create([Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/lang/ClassLoader;
    .locals 2
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1b
    if-ge v0, v1, :buffers
    const/4 v0, 0x0
    aget-object v0, p0, v0
    new-instance v1, Lrampart/rt/ShellLoader;
    invoke-direct {v1, v0, p1, p2}, Lrampart/rt/ShellLoader;-><init>(Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;Ljava/lang/String;)V
    return-object v1

    :buffers
    new-instance v0, Lrampart/rt/ShellLoader;
    invoke-direct {v0, p0, p1, p2}, Lrampart/rt/ShellLoader;-><init>([Ljava/nio/ByteBuffer;Ljava/lang/ClassLoader;Ljava/lang/String;)V
    return-object v0
.end method

.method public findLibrary(Ljava/lang/String;)Ljava/lang/String;
    .locals 3
    invoke-super {p0, p1}, Ldalvik/system/InMemoryDexClassLoader;->findLibrary(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :found
    iget-object v1, p0, Lrampart/rt/ShellLoader;->libraryDir:Ljava/lang/String;
    if-eqz v1, :absent
    new-instance v0, Ljava/io/File;
    invoke-static {p1}, Ljava/lang/System;->mapLibraryName(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->isFile()Z
    move-result v1
    if-eqz v1, :absent
    invoke-virtual {v0}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v0
    :found
    return-object v0

    :absent
    invoke-static {p0, p1}, Lrampart/rt/ShellBoot;->parentLibrary(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
