# The AppComponentFactory the manifest names in a protected package (API 28+). Its class
# loader finds the app's classes once the shell has loaded them; components are created by the
# app's own factory when it had one (named in the encrypted configuration), else as the
# platform does. Nothing else refers to this class: it exists on API 28+ only.
.class public Lrampart/rt/ShellFactory;
.super Landroid/app/AppComponentFactory;

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/app/AppComponentFactory;-><init>()V
    return-void
.end method

.method public instantiateClassLoader(Ljava/lang/ClassLoader;Landroid/content/pm/ApplicationInfo;)Ljava/lang/ClassLoader;
    .locals 1
    new-instance v0, Lrampart/rt/ShellDelegate;
    invoke-direct {v0, p1}, Lrampart/rt/ShellDelegate;-><init>(Ljava/lang/ClassLoader;)V
    return-object v0
.end method

.method public instantiateActivity(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/app/Activity;
    .locals 1
    invoke-static {}, Lrampart/rt/ShellBoot;->factory()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :own
    check-cast v0, Landroid/app/AppComponentFactory;
    invoke-virtual {v0, p1, p2, p3}, Landroid/app/AppComponentFactory;->instantiateActivity(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/app/Activity;
    move-result-object v0
    return-object v0

    :own
    invoke-super {p0, p1, p2, p3}, Landroid/app/AppComponentFactory;->instantiateActivity(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/app/Activity;
    move-result-object v0
    return-object v0
.end method

.method public instantiateService(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/app/Service;
    .locals 1
    invoke-static {}, Lrampart/rt/ShellBoot;->factory()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :own
    check-cast v0, Landroid/app/AppComponentFactory;
    invoke-virtual {v0, p1, p2, p3}, Landroid/app/AppComponentFactory;->instantiateService(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/app/Service;
    move-result-object v0
    return-object v0

    :own
    invoke-super {p0, p1, p2, p3}, Landroid/app/AppComponentFactory;->instantiateService(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/app/Service;
    move-result-object v0
    return-object v0
.end method

.method public instantiateReceiver(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/content/BroadcastReceiver;
    .locals 1
    invoke-static {}, Lrampart/rt/ShellBoot;->factory()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :own
    check-cast v0, Landroid/app/AppComponentFactory;
    invoke-virtual {v0, p1, p2, p3}, Landroid/app/AppComponentFactory;->instantiateReceiver(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/content/BroadcastReceiver;
    move-result-object v0
    return-object v0

    :own
    invoke-super {p0, p1, p2, p3}, Landroid/app/AppComponentFactory;->instantiateReceiver(Ljava/lang/ClassLoader;Ljava/lang/String;Landroid/content/Intent;)Landroid/content/BroadcastReceiver;
    move-result-object v0
    return-object v0
.end method

.method public instantiateProvider(Ljava/lang/ClassLoader;Ljava/lang/String;)Landroid/content/ContentProvider;
    .locals 1
    invoke-static {}, Lrampart/rt/ShellBoot;->factory()Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :own
    check-cast v0, Landroid/app/AppComponentFactory;
    invoke-virtual {v0, p1, p2}, Landroid/app/AppComponentFactory;->instantiateProvider(Ljava/lang/ClassLoader;Ljava/lang/String;)Landroid/content/ContentProvider;
    move-result-object v0
    return-object v0

    :own
    invoke-super {p0, p1, p2}, Landroid/app/AppComponentFactory;->instantiateProvider(Ljava/lang/ClassLoader;Ljava/lang/String;)Landroid/content/ContentProvider;
    move-result-object v0
    return-object v0
.end method

