# The trampolines' target: call(id, args) runs the outlined method `id` with the boxed
# arguments (the receiver first for an instance method) and returns its boxed result.
#
# Each DEX part has one entry class, a java.lang.reflect.InvocationHandler (a platform
# interface, so the parts name no runtime class) whose invoke(Integer id, null, args) unboxes the
# arguments and calls the outlined static method directly. On the first call into a part, its
# class loader is opened through `source` (the loader of this class as its parent) and its entry
# created; nothing is reflected per call, and an exception the moved code throws passes through
# as it is. Set per build: ENTRIES, the entry classes' binary names by part, space-separated;
# PARTS, the part of each method id as the char at that index.
.class public final Lrampart/rt/Dyn;
.super Ljava/lang/Object;

.field public static source:Lrampart/rt/DynSource;

.field public static final ENTRIES:Ljava/lang/String;

.field public static final PARTS:Ljava/lang/String;

.field private static volatile entries:[Ljava/lang/reflect/InvocationHandler;

.method public static call(I[Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    sget-object v0, Lrampart/rt/Dyn;->PARTS:Ljava/lang/String;
    invoke-virtual {v0, p0}, Ljava/lang/String;->charAt(I)C
    move-result v0
    sget-object v1, Lrampart/rt/Dyn;->entries:[Ljava/lang/reflect/InvocationHandler;
    if-eqz v1, :open
    aget-object v1, v1, v0
    if-nez v1, :go
    :open
    invoke-static {v0}, Lrampart/rt/Dyn;->open(I)Ljava/lang/reflect/InvocationHandler;
    move-result-object v1
    :go
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const/4 v3, 0x0
    invoke-interface {v1, v2, v3, p1}, Ljava/lang/reflect/InvocationHandler;->invoke(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

# The entry of a part, opening the part on first use.
.method private static declared-synchronized open(I)Ljava/lang/reflect/InvocationHandler;
    .registers 6
    sget-object v0, Lrampart/rt/Dyn;->ENTRIES:Ljava/lang/String;
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    sget-object v1, Lrampart/rt/Dyn;->entries:[Ljava/lang/reflect/InvocationHandler;
    if-nez v1, :have
    array-length v1, v0
    new-array v1, v1, [Ljava/lang/reflect/InvocationHandler;
    sput-object v1, Lrampart/rt/Dyn;->entries:[Ljava/lang/reflect/InvocationHandler;
    :have
    aget-object v2, v1, p0
    if-eqz v2, :load
    return-object v2
    :load
    sget-object v2, Lrampart/rt/Dyn;->source:Lrampart/rt/DynSource;
    if-nez v2, :source
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "no source for the code parts"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :source
    const-class v3, Lrampart/rt/Dyn;
    invoke-virtual {v3}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;
    move-result-object v3
    invoke-interface {v2, p0, v3}, Lrampart/rt/DynSource;->open(ILjava/lang/ClassLoader;)Ljava/lang/ClassLoader;
    move-result-object v2
    aget-object v0, v0, p0
    const/4 v3, 0x1
    invoke-static {v0, v3, v2}, Ljava/lang/Class;->forName(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->newInstance()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/reflect/InvocationHandler;
    aput-object v0, v1, p0
    return-object v0
.end method
