.class public LMain$Inner;
.super Ljava/lang/Object;

# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = LMain;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1
    name = "Inner"
.end annotation

.field final synthetic this$0:LMain;

.method public constructor <init>(LMain;)V
    .registers 2
    iput-object p1, p0, LMain$Inner;->this$0:LMain;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public reveal()I
    .registers 2
    iget-object v0, p0, LMain$Inner;->this$0:LMain;
    invoke-static {v0}, LMain;->access$000(LMain;)I
    move-result v0
    add-int/lit8 v0, v0, 0x1
    return v0
.end method
