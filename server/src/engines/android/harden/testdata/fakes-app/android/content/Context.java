package android.content;

import android.content.res.AssetManager;
import java.io.File;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Fake: assets from a folder, in-memory preferences, a code cache folder, recorded receivers. */
public class Context {
  public AssetManager assets;
  public File codeCache;
  public final Map<String, SharedPreferences> prefs = new HashMap<>();
  public final List<BroadcastReceiver> receivers = new ArrayList<>();
  public final List<IntentFilter> filters = new ArrayList<>();

  public AssetManager getAssets() {
    return assets;
  }

  public SharedPreferences getSharedPreferences(String name, int mode) {
    return prefs.computeIfAbsent(name, n -> new rtfake.MemoryPrefs());
  }

  public File getCodeCacheDir() {
    return codeCache;
  }

  public Intent registerReceiver(BroadcastReceiver receiver, IntentFilter filter) {
    receivers.add(receiver);
    filters.add(filter);
    return null;
  }
}
