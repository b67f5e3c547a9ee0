import android.app.ActivityThread;
import android.app.Application;
import android.app.Instrumentation;
import android.app.LoadedApk;
import android.content.Context;
import android.content.pm.ApplicationInfo;
import android.content.pm.PackageManager;
import android.os.Build;
import android.util.Log;
import dalvik.system.DexClassLoader;
import dalvik.system.PathClassLoader;
import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts a protected app as the framework does: the shell's AppComponentFactory (API 28+), its
 * Application created and attached, the framework's references recorded, then onCreate. Prints
 * what the shell handed the platform, one fact per line. Classes the platform has from API 26 or
 * 28 only are reached through {@link Api28} or reflection, so that a run for an older API level
 * goes without them on the class path.
 *
 * Arguments: SDK level, package file, certificate (hex), code cache dir, native library dir,
 * the app's class folder, the shell's Application and AppComponentFactory class names, the
 * shell's classes (a JAR), the directory standing for the libraries inside the package.
 */
public class ShellDriver {
  static final String PACKAGE = "com.example.app";

  static final class Base extends Context {
    final PackageManager pm;
    final ApplicationInfo ai;
    final File codeCache;

    Base(PackageManager pm, ApplicationInfo ai, File codeCache) {
      this.pm = pm;
      this.ai = ai;
      this.codeCache = codeCache;
    }

    @Override
    public String getPackageName() {
      return PACKAGE;
    }

    @Override
    public PackageManager getPackageManager() {
      return pm;
    }

    @Override
    public ApplicationInfo getApplicationInfo() {
      return ai;
    }

    @Override
    public File getCodeCacheDir() {
      return codeCache;
    }
  }

  public static void main(String[] args) throws Exception {
    int sdk = Integer.parseInt(args[0]);
    Build.VERSION.SDK_INT = sdk;
    System.setProperty("fake.app.classes", args[5]);
    ApplicationInfo ai = new ApplicationInfo();
    ai.sourceDir = args[1];
    ai.nativeLibraryDir = args[4];
    File codeCache = new File(args[3]);
    Context base = new Base(new PackageManager(PACKAGE, hex(args[2])), ai, codeCache);
    // The app's own loader: it holds the shell (the package's classes.dex), and its library path
    // stands for the libraries kept inside the package.
    ClassLoader own = new PathClassLoader(args[8], args[9], ShellDriver.class.getClassLoader());
    LoadedApk apk = new LoadedApk(own);
    ActivityThread at = ActivityThread.install(PACKAGE, apk);
    System.out.println("own loader sees the app: " + canLoad(own, "com.example.app.App"));

    ClassLoader componentLoader = own;
    if (sdk >= 28) {
      componentLoader = Api28.componentLoader(own, ai, args[7]);
      System.out.println("factory loader: " + componentLoader.getClass().getName() + " parent own " + (componentLoader.getParent() == own));
    }
    Instrumentation instrumentation = new Instrumentation();
    Application shell;
    try {
      shell = sdk >= 28 ? instrumentation.attachApplication(Api28.instantiateApplication(componentLoader, args[6]), base) : instrumentation.newApplication(componentLoader, args[6], base);
    } catch (Throwable t) {
      Throwable cause = t instanceof InvocationTargetException ? t.getCause() : t;
      System.out.println("refused: " + cause.getClass().getName() + ": " + cause.getMessage());
      handed();
      for (String e : Log.errors) System.out.println("log: " + e);
      return;
    }
    System.out.println("shell: " + shell.getClass().getName());
    at.madeApplication(apk, shell);
    instrumentation.callApplicationOnCreate(shell);

    handed();
    System.out.println("certificate flags: " + PackageManager.requestedFlags);
    ClassLoader loader = apk.getClassLoader();
    Application app = apk.getApplication();
    if (loader == own) System.out.println("LoadedApk.mClassLoader: the shell's own loader");
    else System.out.println("LoadedApk.mClassLoader: " + loader.getClass().getName() + " parent own " + (loader.getParent() == own));
    if (app == shell) {
      System.out.println("the shell stays the Application: mInitialApplication " + (at.initialApplication() == shell) + ", mAllApplications " + names(at.allApplications()));
      return;
    }
    if (loader != own) {
      for (String lib : new String[] {"demo", "inpackage", "absent"}) System.out.println("library " + lib + ": " + loader.getClass().getMethod("findLibrary", String.class).invoke(loader, lib));
    }
    if (!DexClassLoader.files.isEmpty()) {
      System.out.println("files writable: " + DexClassLoader.writable);
      System.out.println("files under code cache: " + DexClassLoader.files.stream().allMatch(f -> f.startsWith(codeCache.getPath() + File.separator)));
      System.out.println("left in code cache: " + listAll(codeCache));
    }

    Class<?> appClass = app.getClass();
    System.out.println("LoadedApk.mApplication: " + appClass.getName() + " from the shell's loader " + (appClass.getClassLoader() == loader));
    System.out.println("mInitialApplication is it: " + (at.initialApplication() == app));
    System.out.println("mAllApplications: " + names(at.allApplications()));
    System.out.println("instances: " + appClass.getField("instances").getInt(null));
    System.out.println("onCreate calls: " + appClass.getField("onCreateCalls").getInt(null));
    System.out.println("attached before onCreate: " + appClass.getField("attachedBeforeCreate").getBoolean(null));
    System.out.println("base context is the platform's: " + (app.getBaseContext() == base));

    if (sdk >= 28) Api28.activity(componentLoader, loader);
  }

  static void handed() throws Exception {
    System.out.println("in-memory loaders: " + instances("dalvik.system.InMemoryDexClassLoader") + ", file loaders: " + DexClassLoader.instances);
    List<byte[]> all = new ArrayList<>(received("dalvik.system.InMemoryDexClassLoader"));
    all.addAll(DexClassLoader.received);
    for (byte[] b : all) System.out.println("dex: " + toHex(MessageDigest.getInstance("SHA-256").digest(b)));
  }

  /** Instances of a fake loader made so far; 0 when the platform of the run lacks the class. */
  static int instances(String loader) throws Exception {
    try {
      return Class.forName(loader).getField("instances").getInt(null);
    } catch (ClassNotFoundException e) {
      return 0;
    }
  }

  @SuppressWarnings("unchecked")
  static List<byte[]> received(String loader) throws Exception {
    try {
      return (List<byte[]>) Class.forName(loader).getField("received").get(null);
    } catch (ClassNotFoundException e) {
      return new ArrayList<>();
    }
  }

  static boolean canLoad(ClassLoader l, String name) {
    try {
      l.loadClass(name);
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  static List<String> names(List<?> objects) {
    List<String> out = new ArrayList<>();
    for (Object o : objects) out.add(o.getClass().getName());
    return out;
  }

  static List<String> listAll(File dir) {
    List<String> out = new ArrayList<>();
    File[] files = dir.listFiles();
    if (files == null) return out;
    for (File f : files) {
      if (f.isDirectory()) out.addAll(listAll(f));
      else out.add(f.getName());
    }
    return out;
  }

  static byte[] hex(String s) {
    byte[] out = new byte[s.length() / 2];
    for (int i = 0; i < out.length; i++) out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
    return out;
  }

  static String toHex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) sb.append(String.format("%02x", x));
    return sb.toString();
  }
}
