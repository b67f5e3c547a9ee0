.class public final Lrampart/rt/GuardToast;
.super Ljava/lang/Object;

# implemented interfaces
.implements Ljava/lang/Runnable;

# The "warn" reaction: a long toast with the configured message, posted to the main thread.


# instance fields
.field public final context:Landroid/content/Context;

.field public final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lrampart/rt/GuardToast;->context:Landroid/content/Context;
    iput-object p2, p0, Lrampart/rt/GuardToast;->message:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public run()V
    .locals 3
    :try_start
    iget-object v0, p0, Lrampart/rt/GuardToast;->context:Landroid/content/Context;
    iget-object v1, p0, Lrampart/rt/GuardToast;->message:Ljava/lang/String;
    const/4 v2, 0x0
    invoke-static {v1, v2}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Landroid/widget/Toast;->makeText(Landroid/content/Context;Ljava/lang/CharSequence;I)Landroid/widget/Toast;
    move-result-object v0
    invoke-virtual {v0}, Landroid/widget/Toast;->show()V
    :try_end
    .catchall {:try_start .. :try_end} :failed
    :failed
    return-void
.end method
