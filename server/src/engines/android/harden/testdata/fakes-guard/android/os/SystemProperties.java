package android.os;

import java.util.HashMap;
import java.util.Map;

/** Test fake of the hidden property reader: values come from the test, "" when unset. */
public final class SystemProperties {
  public static final Map<String, String> values = new HashMap<>();

  public static String get(String key) {
    String value = values.get(key);
    return value == null ? "" : value;
  }
}
