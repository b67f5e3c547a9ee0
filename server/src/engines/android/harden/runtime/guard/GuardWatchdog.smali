.class public final Lrampart/rt/GuardWatchdog;
.super Ljava/lang/Object;

# implemented interfaces
.implements Ljava/lang/Runnable;

# Checks for a debugger again every "guard.watchdog.ms" milliseconds (3000 by default), for
# debuggers attached after start-up.


# direct methods
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run()V
    .locals 3
    const-wide/16 v1, 0xbb8
    const-string v0, "guard.watchdog.ms"
    invoke-static {v0}, Lrampart/rt/Guard;->value(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :loop
    :parse_start
    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    move-result-wide v1
    :parse_end
    .catchall {:parse_start .. :parse_end} :loop
    :loop
    :sleep_start
    invoke-static {v1, v2}, Ljava/lang/Thread;->sleep(J)V
    :sleep_end
    .catch Ljava/lang/InterruptedException; {:sleep_start .. :sleep_end} :stop
    const/4 v0, 0x1
    invoke-static {v0}, Lrampart/rt/Guard;->check(Z)V
    goto :loop
    :stop
    return-void
.end method
