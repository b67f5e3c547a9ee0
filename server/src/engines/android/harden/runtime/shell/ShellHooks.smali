# Calls into the hook classes of the other protections. The bodies here are empty; the build
# writes one invoke-static per hook class that declares the method. It carries one share of the
# key salt (k).
.class public final Lrampart/rt/ShellHooks;
.super Ljava/lang/Object;

# After the app's code is loaded, from attachBaseContext.
.method public static attach(Landroid/content/Context;Ljava/util/Map;)V
    .registers 2
    return-void
.end method

# After the original Application's onCreate (or the shell's own when the app had none).
.method public static create(Landroid/app/Application;Ljava/util/Map;)V
    .registers 2
    return-void
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
