package rtfake;

import android.app.Application;
import android.content.SharedPreferences;
import android.security.keystore.KeyGenParameterSpec;
import java.security.Security;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;

/**
 * Preferences with an Android Keystore present: the master key is created there on first use
 * and wraps each file's data key. Argument: a configuration file without app.prefs.key.
 */
public final class KeystoreMain {
  public static void main(String[] args) throws Exception {
    Security.addProvider(new FakeKeystore());
    Application p = new Application();
    rampart.rt.Prefs.attach(p, Main.config(args[0]));
    System.out.println("keystore before " + FakeKeystore.keys.keySet());
    SharedPreferences a = rampart.rt.Prefs.get(p, "one", 0);
    a.edit().putString("token", "keystore-protected-token").commit();
    SharedPreferences b = rampart.rt.Prefs.get(p, "two", 0);
    b.edit().putInt("count", 77).commit();
    System.out.println("keystore after " + FakeKeystore.keys.keySet());
    KeyGenParameterSpec spec = FakeKeystore.specs.get("app.prefs");
    System.out.println("keystore spec " + spec.purposes + " " + spec.blockModes + " " + spec.paddings + " " + spec.keySize);
    System.out.println("keystore read " + a.getString("token", null) + " " + b.getInt("count", -1));
    // Each file's data key opens with the keystore's key.
    for (String name : new String[] {"one", "two"}) {
      Map<String, ?> stored = ((MemoryPrefs) p.prefs.get(name)).getAll();
      String hex = (String) stored.get("_k");
      byte[] wrapped = new byte[hex.length() / 2];
      for (int i = 0; i < wrapped.length; i++) wrapped[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
      Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
      c.init(Cipher.DECRYPT_MODE, FakeKeystore.keys.get("app.prefs"), new GCMParameterSpec(128, wrapped, 0, 12));
      System.out.println("keystore data key " + name + " " + c.doFinal(wrapped, 12, wrapped.length - 12).length);
    }
  }
}
