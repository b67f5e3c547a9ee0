# The loader of the original DEX files on the file route (API 21-26). Libraries are looked up in
# the native library directory it is given, then by the app's own loader, which also finds those
# kept uncompressed inside the package (extractNativeLibs="false").
.class public Lrampart/rt/ShellFileLoader;
.super Ldalvik/system/DexClassLoader;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/ClassLoader;)V
    .locals 0
    invoke-direct {p0, p1, p2, p3, p4}, Ldalvik/system/DexClassLoader;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/ClassLoader;)V
    return-void
.end method

.method public findLibrary(Ljava/lang/String;)Ljava/lang/String;
    .locals 1
    invoke-super {p0, p1}, Ldalvik/system/DexClassLoader;->findLibrary(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :found
    invoke-static {p0, p1}, Lrampart/rt/ShellBoot;->parentLibrary(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    :found
    return-object v0
.end method
