# Passes a change of the backing file on to the app's listener, with the app's name and the
# wrapper; the data key's own changes are not the app's.
.class final Lrampart/rt/Prefs$Listen;
.super Ljava/lang/Object;
.implements Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;

.field final store:Lrampart/rt/Prefs$Store;
.field final listener:Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;

.method constructor <init>(Lrampart/rt/Prefs$Store;Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lrampart/rt/Prefs$Listen;->store:Lrampart/rt/Prefs$Store;
    iput-object p2, p0, Lrampart/rt/Prefs$Listen;->listener:Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;
    return-void
.end method

.method public onSharedPreferenceChanged(Landroid/content/SharedPreferences;Ljava/lang/String;)V
    .locals 2
    iget-object v0, p0, Lrampart/rt/Prefs$Listen;->store:Lrampart/rt/Prefs$Store;
    # A null name (the file cleared, API 30+) is passed on as it is.
    if-eqz p2, :tell
    invoke-virtual {v0, p2}, Lrampart/rt/Prefs$Store;->nameOf(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    if-eqz p2, :done
    :tell
    iget-object v1, p0, Lrampart/rt/Prefs$Listen;->listener:Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;
    invoke-interface {v1, v0, p2}, Landroid/content/SharedPreferences$OnSharedPreferenceChangeListener;->onSharedPreferenceChanged(Landroid/content/SharedPreferences;Ljava/lang/String;)V
    :done
    return-void
.end method
