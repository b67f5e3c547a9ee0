# Calls into the hook classes of the other protections. The bodies here are empty; the build
# writes one invoke-static per hook class that declares the method.
.class public final Lrampart/rt/ShellHooks;
.super Ljava/lang/Object;

# After the app's code is loaded, from attachBaseContext.
.method static attach(Landroid/content/Context;Ljava/util/Map;)V
    .registers 2
    return-void
.end method

# After the original Application's onCreate (or the shell's own when the app had none).
.method static create(Landroid/app/Application;Ljava/util/Map;)V
    .registers 2
    return-void
.end method
