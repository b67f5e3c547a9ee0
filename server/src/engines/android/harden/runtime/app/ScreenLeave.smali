# Notes that the user left the app through the system (home, recents, screen off).
.class final Lrampart/rt/Screen$Leave;
.super Landroid/content/BroadcastReceiver;

.field final screen:Lrampart/rt/Screen;

.method constructor <init>(Lrampart/rt/Screen;)V
    .locals 0
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V
    iput-object p1, p0, Lrampart/rt/Screen$Leave;->screen:Lrampart/rt/Screen;
    return-void
.end method

.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .locals 2
    iget-object v0, p0, Lrampart/rt/Screen$Leave;->screen:Lrampart/rt/Screen;
    const/4 v1, 0x1
    iput-boolean v1, v0, Lrampart/rt/Screen;->userLeft:Z
    return-void
.end method
