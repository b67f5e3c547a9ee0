import android.content.Context;
import android.content.pm.ApplicationInfo;
import dalvik.system.DexClassLoader;
import dalvik.system.InMemoryDexClassLoader;
import java.io.File;
import java.io.FileInputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * Arguments: API level, configuration (a properties file), package file, code cache folder, the
 * fake loaders' DEX-to-JAR map (a properties file of system properties), then the classes whose
 * `main` to run. Prints each run after a `=== class` line, then the
 * loaders made and what was left in the code cache.
 */
public class DynDriver {
  public static void main(String[] args) throws Throwable {
    android.os.Build.VERSION.SDK_INT = Integer.parseInt(args[0]);
    Properties properties = new Properties();
    try (FileInputStream in = new FileInputStream(args[1])) {
      properties.load(in);
    }
    Map<String, String> config = new HashMap<>();
    for (String name : properties.stringPropertyNames()) config.put(name, properties.getProperty(name));
    final ApplicationInfo info = new ApplicationInfo();
    info.sourceDir = args[2];
    final File codeCache = new File(args[3]);
    Context context =
        new Context() {
          public ApplicationInfo getApplicationInfo() {
            return info;
          }

          public File getCodeCacheDir() {
            return codeCache;
          }
        };
    try (FileInputStream in = new FileInputStream(args[4])) {
      System.getProperties().load(in);
    }
    Class.forName("rampart.rt.DynDex").getMethod("attach", Context.class, Map.class).invoke(null, context, config);
    for (int i = 5; i < args.length; i++) {
      System.out.print("=== " + args[i] + "\n");
      java.lang.reflect.Method main = Class.forName(args[i]).getMethod("main", String[].class);
      main.setAccessible(true);
      main.invoke(null, (Object) new String[0]);
    }
    String[] left = codeCache.list();
    System.out.print("=== in-memory " + InMemoryDexClassLoader.instances + ", files " + DexClassLoader.instances + ", left " + (left == null ? -1 : left.length) + "\n");
  }
}
