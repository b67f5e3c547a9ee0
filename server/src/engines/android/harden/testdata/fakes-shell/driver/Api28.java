import android.app.Activity;
import android.app.AppComponentFactory;
import android.app.Application;
import android.content.pm.ApplicationInfo;

/** The driver's steps that need API 28's AppComponentFactory. */
final class Api28 {
  private static AppComponentFactory factory;

  /** LoadedApk on API 28+: the manifest's factory is created and hands out the class loader. */
  static ClassLoader componentLoader(ClassLoader own, ApplicationInfo ai, String factoryClass) throws Exception {
    factory = (AppComponentFactory) own.loadClass(factoryClass).getDeclaredConstructor().newInstance();
    return factory.instantiateClassLoader(own, ai);
  }

  static Application instantiateApplication(ClassLoader cl, String className) throws Exception {
    return factory.instantiateApplication(cl, className);
  }

  /** An activity of the app, as the framework creates it: through the factory's loader and the factory. */
  static void activity(ClassLoader componentLoader, ClassLoader loader) throws Exception {
    Class<?> activity = componentLoader.loadClass("com.example.app.MainActivity");
    System.out.println("factory loader finds: " + activity.getName() + " from the shell's loader " + (activity.getClassLoader() == loader));
    Activity a = factory.instantiateActivity(componentLoader, "com.example.app.MainActivity", null);
    System.out.println("activity: " + a.getClass().getName() + " by the app's factory " + loader.loadClass("com.example.app.AppFactory").getField("activities").getInt(null));
  }
}
