.class public final Lrampart/rt/GuardChecks;
.super Ljava/lang/Object;

# The environment checks. Each answers what it found ("tracer_pid:1234", "su:/system/xbin/su")
# or null on a clean device; files and properties are read through GuardEnv.


# direct methods
.method public static debugger(Landroid/content/Context;)Ljava/lang/String;
    .locals 2
    invoke-static {}, Landroid/os/Debug;->isDebuggerConnected()Z
    move-result v0
    if-eqz v0, :tracer
    const-string v0, "debugger_connected"
    return-object v0
    :tracer
    const-string v0, "/proc/self/status"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->read(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "TracerPid:"
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->field(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :flag
    const-string v1, "0"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :flag
    const-string v1, "tracer_pid:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :flag
    # The package is written with debuggable off; the flag set means a repackaged copy or a
    # system forcing it (ro.debuggable).
    if-eqz p0, :jdwp
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationInfo()Landroid/content/pm/ApplicationInfo;
    move-result-object v0
    if-eqz v0, :jdwp
    iget v0, v0, Landroid/content/pm/ApplicationInfo;->flags:I
    and-int/lit8 v0, v0, 0x2
    if-eqz v0, :jdwp
    const-string v0, "debuggable"
    return-object v0
    :jdwp
    const-string v0, "jdwp"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->threadNamed(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :clean
    const-string v1, "jdwp_thread:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :clean
    const/4 v0, 0x0
    return-object v0
.end method

.method public static root()Ljava/lang/String;
    .locals 6
    const-string v0, "/system/bin/su,/system/xbin/su,/sbin/su,/system/sbin/su,/vendor/bin/su,/su/bin/su,/data/local/su,/data/local/bin/su,/data/local/xbin/su,/system/bin/failsafe/su,/system/app/Superuser.apk,/system/app/SuperSU.apk"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->firstExisting(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :magisk
    const-string v1, "su:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :magisk
    const-string v0, "/sbin/.magisk,/data/adb/magisk,/data/adb/magisk.db,/data/adb/modules,/cache/.disable_magisk,/dev/.magisk_unblock,/system/bin/magisk,/sbin/magisk,/debug_ramdisk/magisk"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->firstExisting(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :mounts
    const-string v1, "magisk:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :mounts
    const-string v0, "/proc/mounts"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->read(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const-string v0, "magisk"
    invoke-static {v5, v0}, Lrampart/rt/GuardEnv;->firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :tags
    const-string v0, "magisk_mount"
    return-object v0
    :tags
    const-string v0, "ro.build.tags"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->prop(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, " "
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    sget-object v1, Landroid/os/Build;->TAGS:Ljava/lang/String;
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "test-keys"
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :rw
    const-string v0, "test_keys"
    return-object v0
    :rw
    # /system mounted read-write: "<device> /system <type> rw,..." in /proc/mounts.
    if-eqz v5, :clean
    const-string v0, "\n"
    invoke-virtual {v5, v0}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0x0
    :line
    if-ge v2, v1, :clean
    aget-object v3, v0, v2
    const-string v4, " "
    invoke-virtual {v3, v4}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v3
    array-length v4, v3
    const/4 v5, 0x4
    if-lt v4, v5, :next
    const/4 v4, 0x1
    aget-object v4, v3, v4
    const-string v5, "/system"
    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :next
    const/4 v4, 0x3
    aget-object v4, v3, v4
    const-string v5, ","
    invoke-static {v5, v4}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v4, v5}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v5, ",rw,"
    invoke-virtual {v4, v5}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z
    move-result v4
    if-eqz v4, :next
    const-string v0, "system_rw"
    return-object v0
    :next
    add-int/lit8 v2, v2, 0x1
    goto :line
    :clean
    const/4 v0, 0x0
    return-object v0
.end method

.method public static emulator()Ljava/lang/String;
    .locals 3
    const-string v0, "ro.kernel.qemu"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->prop(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "1"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :hardware
    return-object v0
    :hardware
    const-string v0, "ro.hardware"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->prop(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, " "
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    sget-object v1, Landroid/os/Build;->HARDWARE:Ljava/lang/String;
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "goldfish,ranchu,vbox86"
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :build
    const-string v1, "hardware:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :build
    sget-object v0, Landroid/os/Build;->FINGERPRINT:Ljava/lang/String;
    const-string v1, " "
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    sget-object v2, Landroid/os/Build;->MODEL:Ljava/lang/String;
    invoke-static {v0, v2}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    sget-object v2, Landroid/os/Build;->PRODUCT:Ljava/lang/String;
    invoke-static {v0, v2}, Lrampart/rt/GuardEnv;->join(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "generic,sdk_gphone,emulator,android sdk built for,vbox86p"
    invoke-static {v0, v1}, Lrampart/rt/GuardEnv;->firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :files
    const-string v1, "build:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :files
    const-string v0, "/dev/socket/qemud,/dev/qemu_pipe,/dev/goldfish_pipe,/system/lib/libc_malloc_debug_qemu.so,/sys/qemu_trace,/system/bin/qemu-props"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->firstExisting(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :clean
    const-string v1, "qemu_file:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :clean
    const/4 v0, 0x0
    return-object v0
.end method

# Frida: its server's default port 27042 (0x69A2) listening, its agent in the maps, its threads.
.method public static frida()Ljava/lang/String;
    .locals 2
    const-string v0, "/proc/net/tcp"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->listens(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :port
    const-string v0, "/proc/net/tcp6"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->listens(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :maps
    :port
    const-string v0, "port:27042"
    return-object v0
    :maps
    const-string v0, "frida-agent,frida-gadget,frida-helper"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->inMaps(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :found
    const-string v0, "gum-js-loop,gmain,gdbus,pool-frida,frida"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->threadNamed(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :clean
    const-string v1, "thread:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    :found
    return-object v0
    :clean
    const/4 v0, 0x0
    return-object v0
.end method

.method public static xposed()Ljava/lang/String;
    .locals 1
    const-string v0, "libxposed,xposedbridge,lsposed,liblspd,edxp"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->inMaps(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :found
    const-string v0, "de.robv.android.xposed,org.lsposed,io.github.lsposed,com.elderdrivers.riru"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->inStack(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :found
    const-string v0, "de.robv.android.xposed.XposedBridge,de.robv.android.xposed.XposedHelpers,org.lsposed.lspd.core.Main"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->loadable(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    :found
    return-object v0
.end method

.method public static substrate()Ljava/lang/String;
    .locals 1
    const-string v0, "substrate"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->inMaps(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :found
    const-string v0, "com.saurik.substrate"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->inStack(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :found
    const-string v0, "com.saurik.substrate.MS"
    invoke-static {v0}, Lrampart/rt/GuardChecks;->loadable(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    :found
    return-object v0
.end method

# A cloned or virtualized copy: the data directory is not /data/data/<pkg> or
# /data/user/<n>/<pkg>, or lies under a known virtual-app package.
.method public static multiInstance(Landroid/content/Context;)Ljava/lang/String;
    .locals 5
    if-eqz p0, :clean
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationInfo()Landroid/content/pm/ApplicationInfo;
    move-result-object v1
    if-eqz v1, :clean
    iget-object v1, v1, Landroid/content/pm/ApplicationInfo;->dataDir:Ljava/lang/String;
    if-eqz v1, :clean
    const-string v2, "com.lbe.parallel,com.excelliance.dualaid,com.parallel.space,com.lody.virtual,io.va.exposed,com.bly.dkplat,com.qihoo.magic,com.jiubang.commerce.gomultiple,com.dual.space,com.applisto.appcloner,com.ludashi.dualspace,com.excean.gspace,com.vmos,com.by.chaos"
    invoke-static {v1, v2}, Lrampart/rt/GuardEnv;->firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    if-eqz v2, :layout
    const-string v3, "virtual_app:"
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    return-object v2
    :layout
    const-string v2, "/data/data/"
    invoke-virtual {v2, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :clean
    const-string v2, "/data/user/"
    invoke-virtual {v1, v2}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :odd
    const-string v2, "/"
    invoke-virtual {v2, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z
    move-result v3
    if-eqz v3, :odd
    # The user number between "/data/user/" (11 characters) and "/<pkg>".
    invoke-virtual {v1}, Ljava/lang/String;->length()I
    move-result v3
    invoke-virtual {v2}, Ljava/lang/String;->length()I
    move-result v4
    sub-int/2addr v3, v4
    const/16 v4, 0xb
    if-le v3, v4, :odd
    invoke-virtual {v1, v4, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v2
    const-string v3, "[0-9]+"
    invoke-virtual {v2, v3}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v2
    if-nez v2, :clean
    :odd
    const-string v2, "data_dir:"
    invoke-virtual {v2, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    return-object v2
    :clean
    const/4 v0, 0x0
    return-object v0
.end method

# A socket listening on port 27042 in a /proc/net/tcp table: "sl local rem st ...", with the
# local address ending in ":69A2" and the state 0A (LISTEN).
.method public static listens(Ljava/lang/String;)Z
    .locals 6
    invoke-static {p0}, Lrampart/rt/GuardEnv;->read(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :no
    const-string v1, "\n"
    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0x0
    :line
    if-ge v2, v1, :no
    aget-object v3, v0, v2
    invoke-virtual {v3}, Ljava/lang/String;->trim()Ljava/lang/String;
    move-result-object v3
    const-string v4, " +"
    invoke-virtual {v3, v4}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v3
    array-length v4, v3
    const/4 v5, 0x4
    if-lt v4, v5, :next
    const/4 v4, 0x1
    aget-object v4, v3, v4
    invoke-virtual {v4}, Ljava/lang/String;->toUpperCase()Ljava/lang/String;
    move-result-object v4
    const-string v5, ":69A2"
    invoke-virtual {v4, v5}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z
    move-result v4
    if-eqz v4, :next
    const/4 v4, 0x3
    aget-object v4, v3, v4
    const-string v5, "0A"
    invoke-virtual {v5, v4}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z
    move-result v4
    if-eqz v4, :next
    const/4 v0, 0x1
    return v0
    :next
    add-int/lit8 v2, v2, 0x1
    goto :line
    :no
    const/4 v0, 0x0
    return v0
.end method

# "maps:<needle>" when /proc/self/maps names one of the needles, or null.
.method public static inMaps(Ljava/lang/String;)Ljava/lang/String;
    .locals 2
    const-string v0, "/proc/self/maps"
    invoke-static {v0}, Lrampart/rt/GuardEnv;->read(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p0}, Lrampart/rt/GuardEnv;->firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :none
    const-string v1, "maps:"
    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    :none
    return-object v0
.end method

# "stack:<class>" for the first frame of the current stack in one of the packages, or null:
# hook frameworks call an app's methods from their own classes.
.method public static inStack(Ljava/lang/String;)Ljava/lang/String;
    .locals 5
    new-instance v0, Ljava/lang/Throwable;
    invoke-direct {v0}, Ljava/lang/Throwable;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0x0
    :frame
    if-ge v2, v1, :none
    aget-object v3, v0, v2
    invoke-virtual {v3}, Ljava/lang/StackTraceElement;->getClassName()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, p0}, Lrampart/rt/GuardEnv;->firstIn(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    if-eqz v4, :next
    const-string v4, "stack:"
    invoke-virtual {v4, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    return-object v4
    :next
    add-int/lit8 v2, v2, 0x1
    goto :frame
    :none
    const/4 v0, 0x0
    return-object v0
.end method

# "class:<name>" for the first of the comma-separated classes this app's loader can find
# (without initializing it), or null.
.method public static loadable(Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    const-class v0, Lrampart/rt/GuardChecks;
    invoke-virtual {v0}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;
    move-result-object v0
    const-string v1, ","
    invoke-virtual {p0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0x0
    :name
    if-ge v3, v2, :none
    aget-object v4, v1, v3
    :try_start
    const/4 v5, 0x0
    invoke-static {v4, v5, v0}, Ljava/lang/Class;->forName(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;
    :try_end
    .catchall {:try_start .. :try_end} :next
    const-string v5, "class:"
    invoke-virtual {v5, v4}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    return-object v5
    :next
    add-int/lit8 v3, v3, 0x1
    goto :name
    :none
    const/4 v0, 0x0
    return-object v0
.end method
