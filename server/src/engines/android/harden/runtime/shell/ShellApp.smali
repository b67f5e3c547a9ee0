# The Application the manifest names in a protected package. It loads the app's encrypted
# code in attachBaseContext and hands the lifecycle over to the original Application in
# onCreate. It also carries one share of the build's key salt (k), replaced per build.
.class public Lrampart/rt/ShellApp;
.super Landroid/app/Application;

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/app/Application;-><init>()V
    return-void
.end method

.method protected attachBaseContext(Landroid/content/Context;)V
    .locals 0
    invoke-super {p0, p1}, Landroid/app/Application;->attachBaseContext(Landroid/content/Context;)V
    invoke-static {p0, p1}, Lrampart/rt/ShellBoot;->attach(Landroid/app/Application;Landroid/content/Context;)V
    return-void
.end method

.method public onCreate()V
    .locals 0
    invoke-super {p0}, Landroid/app/Application;->onCreate()V
    invoke-static {p0}, Lrampart/rt/ShellBoot;->create(Landroid/app/Application;)V
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
