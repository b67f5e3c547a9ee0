package rtfake;

import android.content.SharedPreferences;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Objects;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** The platform's preference file, in memory: what the app's data looks like at rest. */
public final class MemoryPrefs implements SharedPreferences {
  public final Map<String, Object> values = new HashMap<>();
  private final List<OnSharedPreferenceChangeListener> listeners = new ArrayList<>();

  public MemoryPrefs() {}

  public MemoryPrefs(Map<String, Object> copy) {
    values.putAll(copy);
  }

  public Map<String, ?> getAll() {
    return new HashMap<>(values);
  }

  public String getString(String key, String defValue) {
    Object v = values.get(key);
    return v == null ? defValue : (String) v;
  }

  @SuppressWarnings("unchecked")
  public Set<String> getStringSet(String key, Set<String> defValues) {
    Object v = values.get(key);
    return v == null ? defValues : (Set<String>) v;
  }

  public int getInt(String key, int defValue) {
    Object v = values.get(key);
    return v == null ? defValue : (Integer) v;
  }

  public long getLong(String key, long defValue) {
    Object v = values.get(key);
    return v == null ? defValue : (Long) v;
  }

  public float getFloat(String key, float defValue) {
    Object v = values.get(key);
    return v == null ? defValue : (Float) v;
  }

  public boolean getBoolean(String key, boolean defValue) {
    Object v = values.get(key);
    return v == null ? defValue : (Boolean) v;
  }

  public boolean contains(String key) {
    return values.containsKey(key);
  }

  public Editor edit() {
    return new Edit();
  }

  public void registerOnSharedPreferenceChangeListener(OnSharedPreferenceChangeListener listener) {
    if (!listeners.contains(listener)) listeners.add(listener);
  }

  public void unregisterOnSharedPreferenceChangeListener(OnSharedPreferenceChangeListener listener) {
    listeners.remove(listener);
  }

  /** Listeners hear of each name whose value changed, and of null after a clear (API 30+). */
  private void changed(String key) {
    for (OnSharedPreferenceChangeListener l : new ArrayList<>(listeners)) l.onSharedPreferenceChanged(this, key);
  }

  private final class Edit implements Editor {
    private final Map<String, Object> changes = new HashMap<>();
    private boolean clear;

    private Editor put(String key, Object value) {
      changes.put(key, value);
      return this;
    }

    public Editor putString(String key, String value) {
      return put(key, value);
    }

    public Editor putStringSet(String key, Set<String> values) {
      return put(key, values == null ? null : new HashSet<>(values));
    }

    public Editor putInt(String key, int value) {
      return put(key, value);
    }

    public Editor putLong(String key, long value) {
      return put(key, value);
    }

    public Editor putFloat(String key, float value) {
      return put(key, value);
    }

    public Editor putBoolean(String key, boolean value) {
      return put(key, value);
    }

    public Editor remove(String key) {
      return put(key, null);
    }

    public Editor clear() {
      clear = true;
      return this;
    }

    public boolean commit() {
      if (clear) {
        values.clear();
        changed(null);
      }
      for (Map.Entry<String, Object> e : changes.entrySet()) {
        Object old = e.getValue() == null ? values.remove(e.getKey()) : values.put(e.getKey(), e.getValue());
        if (!Objects.equals(old, e.getValue())) changed(e.getKey());
      }
      return true;
    }

    public void apply() {
      commit();
    }
  }
}
