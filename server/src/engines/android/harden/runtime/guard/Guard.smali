.class public final Lrampart/rt/Guard;
.super Ljava/lang/Object;

# The runtime guard's hook class. attach() runs the checks the configuration turns on
# ("guard.antiDebug", "guard.root", "guard.emulator", "guard.hook", "guard.multiInstance" = "1")
# and reacts to each threat found as "guard.reaction.<threat>" says: "report" (an event to the
# monitoring console), "warn" (a toast with "guard.warn.message") or "exit". With anti-debug on,
# a watchdog thread checks for a debugger again every "guard.watchdog.ms" milliseconds. Each
# event kind is reacted to once per process.


# static fields
.field public static config:Ljava/util/Map;

.field public static context:Landroid/content/Context;

.field public static fired:Ljava/util/Set;


# direct methods
.method public static attach(Landroid/content/Context;Ljava/util/Map;)V
    .locals 2
    sput-object p0, Lrampart/rt/Guard;->context:Landroid/content/Context;
    sput-object p1, Lrampart/rt/Guard;->config:Ljava/util/Map;
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    invoke-static {v0}, Ljava/util/Collections;->synchronizedSet(Ljava/util/Set;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lrampart/rt/Guard;->fired:Ljava/util/Set;
    const/4 v0, 0x0
    invoke-static {v0}, Lrampart/rt/Guard;->check(Z)V
    const-string v0, "guard.antiDebug"
    invoke-static {v0}, Lrampart/rt/Guard;->on(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :done
    new-instance v0, Ljava/lang/Thread;
    new-instance v1, Lrampart/rt/GuardWatchdog;
    invoke-direct {v1}, Lrampart/rt/GuardWatchdog;-><init>()V
    invoke-direct {v0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Ljava/lang/Thread;->setDaemon(Z)V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    :done
    return-void
.end method

# Runs the enabled checks (only anti-debug when debugOnly) and reacts to what they find. A
# check that fails never breaks the app.
.method public static check(Z)V
    .locals 4
    :try_start
    const-string v0, "guard.antiDebug"
    invoke-static {v0}, Lrampart/rt/Guard;->on(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :others
    sget-object v0, Lrampart/rt/Guard;->context:Landroid/content/Context;
    invoke-static {v0}, Lrampart/rt/GuardChecks;->debugger(Landroid/content/Context;)Ljava/lang/String;
    move-result-object v2
    const-string v0, "antiDebug"
    const-string v1, "debugger"
    invoke-static {v0, v1, v2}, Lrampart/rt/Guard;->react(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :others
    if-nez p0, :end
    const-string v0, "guard.root"
    invoke-static {v0}, Lrampart/rt/Guard;->on(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :emulator
    invoke-static {}, Lrampart/rt/GuardChecks;->root()Ljava/lang/String;
    move-result-object v2
    const-string v0, "root"
    invoke-static {v0, v0, v2}, Lrampart/rt/Guard;->react(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :emulator
    const-string v0, "guard.emulator"
    invoke-static {v0}, Lrampart/rt/Guard;->on(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :hook
    invoke-static {}, Lrampart/rt/GuardChecks;->emulator()Ljava/lang/String;
    move-result-object v2
    const-string v0, "emulator"
    invoke-static {v0, v0, v2}, Lrampart/rt/Guard;->react(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :hook
    const-string v0, "guard.hook"
    invoke-static {v0}, Lrampart/rt/Guard;->on(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :multi
    const-string v0, "hook"
    invoke-static {}, Lrampart/rt/GuardChecks;->frida()Ljava/lang/String;
    move-result-object v2
    const-string v1, "hook_frida"
    invoke-static {v0, v1, v2}, Lrampart/rt/Guard;->react(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {}, Lrampart/rt/GuardChecks;->xposed()Ljava/lang/String;
    move-result-object v2
    const-string v1, "hook_xposed"
    invoke-static {v0, v1, v2}, Lrampart/rt/Guard;->react(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {}, Lrampart/rt/GuardChecks;->substrate()Ljava/lang/String;
    move-result-object v2
    const-string v1, "hook_substrate"
    invoke-static {v0, v1, v2}, Lrampart/rt/Guard;->react(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :multi
    const-string v0, "guard.multiInstance"
    invoke-static {v0}, Lrampart/rt/Guard;->on(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :end
    sget-object v0, Lrampart/rt/Guard;->context:Landroid/content/Context;
    invoke-static {v0}, Lrampart/rt/GuardChecks;->multiInstance(Landroid/content/Context;)Ljava/lang/String;
    move-result-object v2
    const-string v0, "multiInstance"
    const-string v1, "multi_instance"
    invoke-static {v0, v1, v2}, Lrampart/rt/Guard;->react(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :end
    return-void
    :try_end
    .catchall {:try_start .. :try_end} :failed
    :failed
    return-void
.end method

# Reacts once per event kind to a finding (detail null: nothing found).
.method public static react(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 5
    if-eqz p2, :done
    sget-object v0, Lrampart/rt/Guard;->fired:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :done
    const-string v0, "guard.reaction."
    invoke-virtual {v0, p0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lrampart/rt/Guard;->value(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "exit"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :warn
    invoke-static {}, Landroid/os/Process;->myPid()I
    move-result v1
    invoke-static {v1}, Landroid/os/Process;->killProcess(I)V
    const/4 v1, 0x0
    invoke-static {v1}, Ljava/lang/System;->exit(I)V
    return-void
    :warn
    const-string v1, "warn"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :report
    # Toasts need the main thread; the watchdog is not on it.
    new-instance v1, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v2
    invoke-direct {v1, v2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    new-instance v2, Lrampart/rt/GuardToast;
    sget-object v3, Lrampart/rt/Guard;->context:Landroid/content/Context;
    const-string v4, "guard.warn.message"
    invoke-static {v4}, Lrampart/rt/Guard;->value(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v2, v3, v4}, Lrampart/rt/GuardToast;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    return-void
    :report
    const-string v1, "report"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :done
    sget-object v0, Lrampart/rt/Guard;->config:Ljava/util/Map;
    sget-object v1, Lrampart/rt/Guard;->context:Landroid/content/Context;
    invoke-static {v0, v1, p1, p2}, Lrampart/rt/GuardReport;->send(Ljava/util/Map;Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    :done
    return-void
.end method

.method public static on(Ljava/lang/String;)Z
    .locals 2
    invoke-static {p0}, Lrampart/rt/Guard;->value(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "1"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

# A configuration value, or null.
.method public static value(Ljava/lang/String;)Ljava/lang/String;
    .locals 2
    sget-object v0, Lrampart/rt/Guard;->config:Ljava/util/Map;
    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-eqz v1, :none
    check-cast v0, Ljava/lang/String;
    return-object v0
    :none
    const/4 v0, 0x0
    return-object v0
.end method
