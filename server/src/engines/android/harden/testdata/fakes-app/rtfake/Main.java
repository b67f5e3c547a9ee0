package rtfake;

import android.app.Activity;
import android.app.Application;
import android.content.Intent;
import android.content.SharedPreferences;
import android.content.res.AssetManager;
import android.widget.Toast;
import java.io.File;
import java.io.InputStream;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Drives the app runtime against the fakes. Arguments: the assets folder, the code cache
 * folder, and configuration files (lines "key hex(value)"): assets+libs, preferences, screen
 * "list", screen "all". Prints one result per line.
 */
public final class Main {
  static byte[] read(File f) {
    try {
      return Files.readAllBytes(f.toPath());
    } catch (Exception e) {
      throw new RuntimeException(e);
    }
  }

  static String sha256(byte[] b) {
    try {
      StringBuilder s = new StringBuilder();
      for (byte x : MessageDigest.getInstance("SHA-256").digest(b)) s.append(String.format("%02x", x));
      return s.toString();
    } catch (Exception e) {
      throw new RuntimeException(e);
    }
  }

  static Map<String, String> config(String file) throws Exception {
    Map<String, String> out = new HashMap<>();
    for (String line : Files.readAllLines(new File(file).toPath())) {
      if (line.isEmpty()) continue;
      String[] kv = line.split(" ", -1);
      byte[] v = new byte[kv[1].length() / 2];
      for (int i = 0; i < v.length; i++) v[i] = (byte) Integer.parseInt(kv[1].substring(2 * i, 2 * i + 2), 16);
      out.put(kv[0], new String(v, "UTF-8"));
    }
    return out;
  }

  static String readAll(InputStream in) throws Exception {
    byte[] b = in.readAllBytes();
    in.close();
    return sha256(b);
  }

  /** The toasts shown so far, one line (a toast's line breaks as "|"). */
  static String shown() {
    return String.valueOf(Toast.shown).replace("\n", "|");
  }

  public static void main(String[] args) throws Exception {
    File assetsDir = new File(args[0]);
    File codeCache = new File(args[1]);
    Map<String, String> files = config(args[2]);
    Map<String, String> prefsConfig = config(args[3]);

    // Assets
    Application app = new Application();
    app.assets = new AssetManager(assetsDir);
    app.codeCache = codeCache;
    rampart.rt.Assets.attach(app, files);
    System.out.println("asset data.bin " + readAll(rampart.rt.Assets.open(app.assets, "data.bin")));
    System.out.println("asset data.bin mode3 " + readAll(rampart.rt.Assets.open(app.assets, "data.bin", 3)) + " " + app.assets.lastMode);
    System.out.println("asset plain.txt " + readAll(rampart.rt.Assets.open(app.assets, "plain.txt")));
    try {
      readAll(rampart.rt.Assets.open(app.assets, "bad.bin"));
      System.out.println("asset bad.bin read");
    } catch (java.io.IOException e) {
      System.out.println("asset bad.bin " + e.getClass().getName());
    }

    // Libraries
    rampart.rt.Libs.attach(app, files);
    rampart.rt.Libs.load("foo");
    rampart.rt.Libs.load("foo");
    rampart.rt.Libs.load("bar");
    // App code after rewriteAppCalls: the loads happen in its own method.
    App.run();
    for (String l : Native.loaded) System.out.println("lib " + l);

    // Preferences
    Application p = new Application();
    MemoryPrefs backing = new MemoryPrefs();
    backing.values.put("legacy", "old-plain-value");
    p.prefs.put("secret", backing);
    rampart.rt.Prefs.attach(p, prefsConfig);
    SharedPreferences sp = rampart.rt.Prefs.get(p, "secret", 0);
    System.out.println("prefs same " + (sp == rampart.rt.Prefs.get(p, "secret", 0)) + " wrapped " + (sp != backing));
    MemoryPrefs unwrapped = new MemoryPrefs();
    SharedPreferences wrapped = rampart.rt.Prefs.wrap(unwrapped);
    System.out.println(
        "prefs wrap "
            + (wrapped != unwrapped)
            + " "
            + (rampart.rt.Prefs.wrap(unwrapped) == wrapped)
            + " "
            + (rampart.rt.Prefs.wrap(wrapped) == wrapped)
            + " "
            + (rampart.rt.Prefs.wrap(null) == null));
    System.out.println("prefs legacy " + sp.getString("legacy", null));
    java.util.List<String> events = new java.util.ArrayList<>();
    final SharedPreferences heard = sp;
    SharedPreferences.OnSharedPreferenceChangeListener listener = (from, key) -> events.add((from == heard) + ":" + key);
    sp.registerOnSharedPreferenceChangeListener(listener);
    sp.registerOnSharedPreferenceChangeListener(listener);
    sp.edit()
        .putString("password", "hunter2-password-value")
        .putInt("pin", 424242)
        .putLong("since", 1234567890123L)
        .putFloat("ratio", 0.75f)
        .putBoolean("admin", true)
        .putStringSet("roles", new HashSet<>(Arrays.asList("teller-role", "auditor-role")))
        .putString("legacy", "new-secret-value")
        .putString("gone", "removed-later")
        .commit();
    sp.edit().remove("gone").apply();
    sp.unregisterOnSharedPreferenceChangeListener(listener);
    sp.edit().putInt("pin", 1).putInt("pin", 424242).commit();
    java.util.Collections.sort(events);
    System.out.println("prefs events " + events);
    // A new process: another wrapper over a copy of the stored file.
    Application q = new Application();
    q.prefs.put("secret", new MemoryPrefs(backing.values));
    SharedPreferences again = rampart.rt.Prefs.get(q, "secret", 0);
    for (SharedPreferences s : List.of(sp, again)) {
      System.out.println(
          "prefs read "
              + s.getString("password", null)
              + " "
              + s.getInt("pin", -1)
              + " "
              + s.getLong("since", -1)
              + " "
              + s.getFloat("ratio", -1)
              + " "
              + s.getBoolean("admin", false)
              + " "
              + new TreeMap<>(Map.of("r", new java.util.TreeSet<>(s.getStringSet("roles", null)))).get("r")
              + " "
              + s.getString("legacy", null)
              + " "
              + s.getString("gone", "absent")
              + " "
              + s.contains("pin")
              + " "
              + s.contains("gone"));
    }
    System.out.println("prefs all " + new TreeMap<>(again.getAll()).keySet());
    for (Map.Entry<String, Object> e : new TreeMap<>(backing.values).entrySet()) System.out.println("stored " + e.getKey() + " " + e.getValue());
    sp.edit().clear().putString("after", "kept-after-clear").commit();
    System.out.println("prefs cleared " + sp.getString("password", "absent") + " " + sp.getString("after", null) + " " + backing.values.containsKey("_k"));

    // Screen: the listed activities, then all
    for (int round = 4; round <= 5; round++) {
      Application s = new Application();
      rampart.rt.Screen.create(s, config(args[round]));
      Activity listed = new SecureActivity();
      Activity other = new OtherActivity();
      for (Application.ActivityLifecycleCallbacks cb : s.callbacks) {
        cb.onActivityCreated(listed, null);
        cb.onActivityCreated(other, null);
      }
      System.out.println("screen " + round + " callbacks " + s.callbacks.size() + " flags " + listed.window.flags + " " + other.window.flags);
      if (round != 4) continue;
      System.out.println("receiver actions " + s.filters.get(0).actions);
      Application.ActivityLifecycleCallbacks cb = s.callbacks.get(0);
      // Within the app: the next activity starts before the previous one stops.
      cb.onActivityStarted(listed);
      cb.onActivityStarted(other);
      cb.onActivityStopped(listed);
      System.out.println("hijack within " + shown());
      // Another app's window takes the foreground: the warning comes once the delay passes.
      cb.onActivityStopped(other);
      System.out.println("hijack posted " + shown() + " " + android.os.Handler.delays);
      android.os.Handler.runPending();
      System.out.println("hijack taken " + shown());
      Toast.shown.clear();
      // The user goes home.
      cb.onActivityStarted(listed);
      s.receivers.get(0).onReceive(s, new Intent("android.intent.action.CLOSE_SYSTEM_DIALOGS"));
      cb.onActivityStopped(listed);
      android.os.Handler.runPending();
      // The screen goes off, its broadcast arriving after the stop.
      cb.onActivityStarted(listed);
      cb.onActivityStopped(listed);
      s.receivers.get(0).onReceive(s, new Intent("android.intent.action.SCREEN_OFF"));
      android.os.Handler.runPending();
      // The app comes back before the delay passes.
      cb.onActivityStarted(listed);
      cb.onActivityStopped(listed);
      cb.onActivityStarted(listed);
      android.os.Handler.runPending();
      cb.onActivityStopped(listed);
      s.receivers.get(0).onReceive(s, new Intent("android.intent.action.CLOSE_SYSTEM_DIALOGS"));
      android.os.Handler.runPending();
      // Back out of the last activity, then a rotation.
      cb.onActivityStarted(listed);
      listed.finishing = true;
      cb.onActivityStopped(listed);
      listed.finishing = false;
      cb.onActivityStarted(listed);
      listed.changingConfigurations = true;
      cb.onActivityStopped(listed);
      android.os.Handler.runPending();
      System.out.println("hijack quiet " + shown());
    }
  }
}
