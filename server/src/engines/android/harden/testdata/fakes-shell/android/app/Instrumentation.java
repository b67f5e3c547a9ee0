package android.app;

import android.content.Context;

/** What the framework does to create an Application (through the app's factory on API 28+) and start it. */
public class Instrumentation {
  public Application newApplication(AppComponentFactory factory, ClassLoader cl, String className, Context context) throws Exception {
    Application app = factory != null ? factory.instantiateApplication(cl, className) : (Application) cl.loadClass(className).getDeclaredConstructor().newInstance();
    app.attach(context);
    return app;
  }

  public void callApplicationOnCreate(Application app) {
    app.onCreate();
  }
}
