# Screenshot protection and the UI-hijack warning, from activity lifecycle callbacks.
# FLAG_SECURE goes on every activity (app.screen = all) or on the listed ones (list) as each
# is created. The warning: when the app's last started activity stops while it is neither
# finishing nor changing configuration, and the user did not leave through the system (home,
# recents, screen off: the CLOSE_SYSTEM_DIALOGS and SCREEN_OFF broadcasts), another app's
# window has taken the foreground, and a toast shows the policy's title and content. The
# check runs again 400 ms later on the main thread, so a home or screen-off broadcast that
# arrives just after the stop still counts.
.class public final Lrampart/rt/Screen;
.super Ljava/lang/Object;
.implements Landroid/app/Application$ActivityLifecycleCallbacks;
.implements Ljava/lang/Runnable;

.field app:Landroid/app/Application;
.field secure:Z
.field all:Z
.field activities:Ljava/util/Set;
.field warning:Ljava/lang/String;
.field started:I
.field userLeft:Z

.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static create(Landroid/app/Application;Ljava/util/Map;)V
    .locals 5
    const-string v0, "app.screen"
    invoke-interface {p1, v0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    const-string v1, "app.hijack.title"
    invoke-interface {p1, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    if-nez v0, :on
    if-nez v1, :on
    return-void
    :on
    new-instance v2, Lrampart/rt/Screen;
    invoke-direct {v2}, Lrampart/rt/Screen;-><init>()V
    iput-object p0, v2, Lrampart/rt/Screen;->app:Landroid/app/Application;
    if-eqz v0, :no_secure
    const/4 v3, 0x1
    iput-boolean v3, v2, Lrampart/rt/Screen;->secure:Z
    const-string v3, "all"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    iput-boolean v3, v2, Lrampart/rt/Screen;->all:Z
    new-instance v3, Ljava/util/HashSet;
    const-string v4, "app.screen.activities"
    invoke-static {p1, v4}, Lrampart/rt/Crypt;->lines(Ljava/util/Map;Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v4
    invoke-direct {v3, v4}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    iput-object v3, v2, Lrampart/rt/Screen;->activities:Ljava/util/Set;
    :no_secure
    invoke-virtual {p0, v2}, Landroid/app/Application;->registerActivityLifecycleCallbacks(Landroid/app/Application$ActivityLifecycleCallbacks;)V
    if-eqz v1, :done
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    check-cast v1, Ljava/lang/String;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v0, "app.hijack.content"
    invoke-interface {p1, v0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :text
    const/16 v1, 0xa
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    :text
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    iput-object v0, v2, Lrampart/rt/Screen;->warning:Ljava/lang/String;
    :try_start
    new-instance v0, Lrampart/rt/Screen$Leave;
    invoke-direct {v0, v2}, Lrampart/rt/Screen$Leave;-><init>(Lrampart/rt/Screen;)V
    new-instance v1, Landroid/content/IntentFilter;
    const-string v3, "android.intent.action.CLOSE_SYSTEM_DIALOGS"
    invoke-direct {v1, v3}, Landroid/content/IntentFilter;-><init>(Ljava/lang/String;)V
    const-string v3, "android.intent.action.SCREEN_OFF"
    invoke-virtual {v1, v3}, Landroid/content/IntentFilter;->addAction(Ljava/lang/String;)V
    invoke-virtual {p0, v0, v1}, Landroid/app/Application;->registerReceiver(Landroid/content/BroadcastReceiver;Landroid/content/IntentFilter;)Landroid/content/Intent;
    :try_end
    # Without the receiver every departure warns, which errs on the safe side.
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :done
    :done
    return-void
.end method

.method public onActivityCreated(Landroid/app/Activity;Landroid/os/Bundle;)V
    .locals 2
    iget-boolean v0, p0, Lrampart/rt/Screen;->secure:Z
    if-eqz v0, :done
    iget-boolean v0, p0, Lrampart/rt/Screen;->all:Z
    if-nez v0, :secure
    iget-object v0, p0, Lrampart/rt/Screen;->activities:Ljava/util/Set;
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :done
    :secure
    invoke-virtual {p1}, Landroid/app/Activity;->getWindow()Landroid/view/Window;
    move-result-object v0
    const/16 v1, 0x2000
    invoke-virtual {v0, v1}, Landroid/view/Window;->addFlags(I)V
    :done
    return-void
.end method

.method public onActivityStarted(Landroid/app/Activity;)V
    .locals 1
    iget v0, p0, Lrampart/rt/Screen;->started:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Lrampart/rt/Screen;->started:I
    const/4 v0, 0x0
    iput-boolean v0, p0, Lrampart/rt/Screen;->userLeft:Z
    return-void
.end method

.method public onActivityResumed(Landroid/app/Activity;)V
    .locals 0
    return-void
.end method

.method public onActivityPaused(Landroid/app/Activity;)V
    .locals 0
    return-void
.end method

.method public onActivityStopped(Landroid/app/Activity;)V
    .locals 3
    iget v0, p0, Lrampart/rt/Screen;->started:I
    add-int/lit8 v0, v0, -0x1
    iput v0, p0, Lrampart/rt/Screen;->started:I
    if-gtz v0, :done
    iget-object v0, p0, Lrampart/rt/Screen;->warning:Ljava/lang/String;
    if-eqz v0, :done
    iget-boolean v1, p0, Lrampart/rt/Screen;->userLeft:Z
    if-nez v1, :done
    invoke-virtual {p1}, Landroid/app/Activity;->isChangingConfigurations()Z
    move-result v1
    if-nez v1, :done
    invoke-virtual {p1}, Landroid/app/Activity;->isFinishing()Z
    move-result v1
    if-nez v1, :done
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    const-wide/16 v1, 0x190
    invoke-virtual {v0, p0, v1, v2}, Landroid/os/Handler;->postDelayed(Ljava/lang/Runnable;J)Z
    :done
    return-void
.end method

# The delayed check: still in the background, and the user did not leave through the system.
.method public run()V
    .locals 3
    iget v0, p0, Lrampart/rt/Screen;->started:I
    if-gtz v0, :done
    iget-boolean v0, p0, Lrampart/rt/Screen;->userLeft:Z
    if-nez v0, :done
    iget-object v0, p0, Lrampart/rt/Screen;->warning:Ljava/lang/String;
    iget-object v1, p0, Lrampart/rt/Screen;->app:Landroid/app/Application;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2}, Landroid/widget/Toast;->makeText(Landroid/content/Context;Ljava/lang/CharSequence;I)Landroid/widget/Toast;
    move-result-object v0
    invoke-virtual {v0}, Landroid/widget/Toast;->show()V
    :done
    return-void
.end method

.method public onActivitySaveInstanceState(Landroid/app/Activity;Landroid/os/Bundle;)V
    .locals 0
    return-void
.end method

.method public onActivityDestroyed(Landroid/app/Activity;)V
    .locals 0
    return-void
.end method
