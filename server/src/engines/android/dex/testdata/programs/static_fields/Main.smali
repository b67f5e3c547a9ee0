# Static fields with initial values of every encoded kind (static_values), fields left at
# their defaults between them, and instance fields of every kind.
.class public LMain;
.super Ljava/lang/Object;

.field static final B:B = -0x80t
.field static final S:S = 0x7fffs
.field static final C:C = '\u00e9'
.field static final I:I = 0x12345678
.field static plain:I
.field static final J:J = 0x7fffffffffffffffL
.field static final F:F = 3.25f
.field static final D:D = -1.0E-300
.field static final Z:Z = true
.field static final STR:Ljava/lang/String; = "static \"str\"\n"
.field static final NUL:Ljava/lang/Object; = null
.field static late:Ljava/lang/String;

.field private i:I
.field private j:J
.field private d:D
.field private name:Ljava/lang/String;

.method public constructor <init>()V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 0x7
    iput v0, p0, LMain;->i:I
    const-wide/16 v0, -0x7
    iput-wide v0, p0, LMain;->j:J
    const-wide/high16 v0, 0x3fe0000000000000L    # 0.5
    iput-wide v0, p0, LMain;->d:D
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget-byte v1, LMain;->B:B
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    sget-short v1, LMain;->S:S
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    sget-char v1, LMain;->C:C
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    sget v1, LMain;->I:I
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    sget v1, LMain;->plain:I
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    sget-wide v1, LMain;->J:J
    invoke-virtual {v0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    sget v1, LMain;->F:F
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(F)V
    sget-wide v1, LMain;->D:D
    invoke-virtual {v0, v1, v2}, Ljava/io/PrintStream;->println(D)V
    sget-boolean v1, LMain;->Z:Z
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Z)V
    sget-object v1, LMain;->STR:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    sget-object v1, LMain;->NUL:Ljava/lang/Object;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    sget-object v1, LMain;->late:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const-string v1, "assigned"
    sput-object v1, LMain;->late:Ljava/lang/String;
    sget-object v1, LMain;->late:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/4 v1, 0x3
    sput v1, LMain;->plain:I
    sget v1, LMain;->plain:I
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V

    new-instance v1, LMain;
    invoke-direct {v1}, LMain;-><init>()V
    iget v2, v1, LMain;->i:I
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    iget-wide v2, v1, LMain;->j:J
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(J)V
    iget-wide v2, v1, LMain;->d:D
    invoke-virtual {v0, v2, v3}, Ljava/io/PrintStream;->println(D)V
    iget-object v2, v1, LMain;->name:Ljava/lang/String;
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
