# The editor of Prefs$Store: changes are kept in clear in memory until commit or apply
# hands them, encrypted, to the backing editor (null means remove, as for putString).
.class final Lrampart/rt/Prefs$Edit;
.super Ljava/lang/Object;
.implements Landroid/content/SharedPreferences$Editor;

.field final store:Lrampart/rt/Prefs$Store;
.field final edits:Ljava/util/Map;
.field clear:Z

.method constructor <init>(Lrampart/rt/Prefs$Store;)V
    .locals 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lrampart/rt/Prefs$Edit;->store:Lrampart/rt/Prefs$Store;
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lrampart/rt/Prefs$Edit;->edits:Ljava/util/Map;
    return-void
.end method

.method put(Ljava/lang/String;Ljava/lang/Object;)Landroid/content/SharedPreferences$Editor;
    .locals 1
    monitor-enter p0
    :try_start
    iget-object v0, p0, Lrampart/rt/Prefs$Edit;->edits:Ljava/util/Map;
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :error
    return-object p0
    :error
    move-exception v0
    monitor-exit p0
    throw v0
.end method

.method public putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    .locals 0
    invoke-virtual {p0, p1, p2}, Lrampart/rt/Prefs$Edit;->put(Ljava/lang/String;Ljava/lang/Object;)Landroid/content/SharedPreferences$Editor;
    return-object p0
.end method

.method public putStringSet(Ljava/lang/String;Ljava/util/Set;)Landroid/content/SharedPreferences$Editor;
    .locals 1
    if-eqz p2, :put
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0, p2}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    move-object p2, v0
    :put
    invoke-virtual {p0, p1, p2}, Lrampart/rt/Prefs$Edit;->put(Ljava/lang/String;Ljava/lang/Object;)Landroid/content/SharedPreferences$Editor;
    return-object p0
.end method

.method public putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    .locals 1
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-virtual {p0, p1, v0}, Lrampart/rt/Prefs$Edit;->put(Ljava/lang/String;Ljava/lang/Object;)Landroid/content/SharedPreferences$Editor;
    return-object p0
.end method

.method public putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    .locals 1
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    invoke-virtual {p0, p1, v0}, Lrampart/rt/Prefs$Edit;->put(Ljava/lang/String;Ljava/lang/Object;)Landroid/content/SharedPreferences$Editor;
    return-object p0
.end method

.method public putFloat(Ljava/lang/String;F)Landroid/content/SharedPreferences$Editor;
    .locals 1
    invoke-static {p2}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v0
    invoke-virtual {p0, p1, v0}, Lrampart/rt/Prefs$Edit;->put(Ljava/lang/String;Ljava/lang/Object;)Landroid/content/SharedPreferences$Editor;
    return-object p0
.end method

.method public putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    .locals 1
    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    invoke-virtual {p0, p1, v0}, Lrampart/rt/Prefs$Edit;->put(Ljava/lang/String;Ljava/lang/Object;)Landroid/content/SharedPreferences$Editor;
    return-object p0
.end method

.method public remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    .locals 1
    const/4 v0, 0x0
    invoke-virtual {p0, p1, v0}, Lrampart/rt/Prefs$Edit;->put(Ljava/lang/String;Ljava/lang/Object;)Landroid/content/SharedPreferences$Editor;
    return-object p0
.end method

.method public clear()Landroid/content/SharedPreferences$Editor;
    .locals 1
    const/4 v0, 0x1
    iput-boolean v0, p0, Lrampart/rt/Prefs$Edit;->clear:Z
    return-object p0
.end method

.method public commit()Z
    .locals 1
    iget-object v0, p0, Lrampart/rt/Prefs$Edit;->store:Lrampart/rt/Prefs$Store;
    invoke-virtual {v0, p0}, Lrampart/rt/Prefs$Store;->write(Lrampart/rt/Prefs$Edit;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    move-result v0
    return v0
.end method

.method public apply()V
    .locals 1
    iget-object v0, p0, Lrampart/rt/Prefs$Edit;->store:Lrampart/rt/Prefs$Store;
    invoke-virtual {v0, p0}, Lrampart/rt/Prefs$Store;->write(Lrampart/rt/Prefs$Edit;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method
