# The class loader the shell's AppComponentFactory hands the platform on API 28+, before the
# app's code is decrypted: it finds every class it is asked for in the loader the shell
# installs once attachBaseContext has loaded the original DEX files. It carries one share of
# the key salt (k).
.class public Lrampart/rt/ShellDelegate;
.super Ljava/lang/ClassLoader;

.field public static target:Ljava/lang/ClassLoader;

.method public constructor <init>(Ljava/lang/ClassLoader;)V
    .locals 0
    invoke-direct {p0, p1}, Ljava/lang/ClassLoader;-><init>(Ljava/lang/ClassLoader;)V
    return-void
.end method

.method protected findClass(Ljava/lang/String;)Ljava/lang/Class;
    .locals 2
    sget-object v0, Lrampart/rt/ShellDelegate;->target:Ljava/lang/ClassLoader;
    if-eqz v0, :none
    invoke-virtual {v0, p1}, Ljava/lang/ClassLoader;->loadClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    return-object v0

    :none
    new-instance v0, Ljava/lang/ClassNotFoundException;
    invoke-direct {v0, p1}, Ljava/lang/ClassNotFoundException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# One share of the key salt (32 bytes; the build writes its own).
.method public static k()[B
    .locals 2
    const/16 v0, 0x20
    new-array v1, v0, [B
    fill-array-data v1, :share
    return-object v1

    :share
    .array-data 1
        0x0t 0x0t 0x0t 0x0t 0x0t 0x0t 0x0t 0x0t
        0x0t 0x0t 0x0t 0x0t 0x0t 0x0t 0x0t 0x0t
        0x0t 0x0t 0x0t 0x0t 0x0t 0x0t 0x0t 0x0t
        0x0t 0x0t 0x0t 0x0t 0x0t 0x0t 0x0t 0x0t
    .end array-data
.end method
