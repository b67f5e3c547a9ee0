# getSharedPreferences calls of the app's code land here (and preferences from PreferenceManager
# or Activity.getPreferences pass through wrap): the preferences come back wrapped in
# Prefs$Store, which keeps names and values encrypted at rest. Its master key is an AES key of
# the Android Keystore (created on first use, never leaving the keystore); where the keystore
# cannot be used (API 21-22, no keystore provider, a keystore error), the per-build key
# app.prefs.key of the encrypted configuration stands in.
.class public final Lrampart/rt/Prefs;
.super Ljava/lang/Object;

.field static on:Z
.field static fallback:Ljava/security/Key;
.field static master:Ljava/security/Key;
# backing SharedPreferences -> its wrapper, so a file has one wrapper as it has one instance
.field static final wrappers:Ljava/util/Map;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lrampart/rt/Prefs;->wrappers:Ljava/util/Map;
    return-void
.end method

.method public static attach(Landroid/content/Context;Ljava/util/Map;)V
    .locals 2
    const-string v0, "app.prefs"
    invoke-interface {p1, v0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    const-string v1, "1"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    sput-boolean v0, Lrampart/rt/Prefs;->on:Z
    const-string v0, "app.prefs.key"
    invoke-static {p1, v0}, Lrampart/rt/Crypt;->key(Ljava/util/Map;Ljava/lang/String;)Ljava/security/Key;
    move-result-object v0
    sput-object v0, Lrampart/rt/Prefs;->fallback:Ljava/security/Key;
    return-void
.end method

.method public static get(Landroid/content/Context;Ljava/lang/String;I)Landroid/content/SharedPreferences;
    .locals 1
    invoke-virtual {p0, p1, p2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-static {v0}, Lrampart/rt/Prefs;->wrap(Landroid/content/SharedPreferences;)Landroid/content/SharedPreferences;
    move-result-object v0
    return-object v0
.end method

# The wrapper of preferences obtained elsewhere (PreferenceManager, Activity.getPreferences);
# preferences already wrapped, null, or any when the protection is off come back as they are.
.method public static wrap(Landroid/content/SharedPreferences;)Landroid/content/SharedPreferences;
    .locals 3
    move-object v0, p0
    sget-boolean v1, Lrampart/rt/Prefs;->on:Z
    if-eqz v1, :plain
    if-eqz v0, :plain
    instance-of v1, v0, Lrampart/rt/Prefs$Store;
    if-nez v1, :plain
    sget-object v1, Lrampart/rt/Prefs;->wrappers:Ljava/util/Map;
    monitor-enter v1
    :try_start
    invoke-interface {v1, v0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    if-nez v2, :known
    new-instance v2, Lrampart/rt/Prefs$Store;
    invoke-direct {v2, v0}, Lrampart/rt/Prefs$Store;-><init>(Landroid/content/SharedPreferences;)V
    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :known
    monitor-exit v1
    :try_end
    .catchall {:try_start .. :try_end} :error
    check-cast v2, Landroid/content/SharedPreferences;
    return-object v2
    :error
    move-exception v0
    monitor-exit v1
    throw v0
    :plain
    return-object v0
.end method

# The master key: the keystore's, else the configuration's.
# Called with Prefs.wrappers locked, so the keystore key is created once.
.method static master()Ljava/security/Key;
    .locals 2
    sget-object v0, Lrampart/rt/Prefs;->master:Ljava/security/Key;
    if-nez v0, :done
    :try_start
    invoke-static {}, Lrampart/rt/Prefs$Keystore;->key()Ljava/security/Key;
    move-result-object v0
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :fallback
    goto :keep
    :fallback
    sget-object v0, Lrampart/rt/Prefs;->fallback:Ljava/security/Key;
    if-nez v0, :keep
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "no preference key"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :keep
    sput-object v0, Lrampart/rt/Prefs;->master:Ljava/security/Key;
    :done
    return-object v0
.end method
