package android.app;

import android.content.Context;

/** What the framework does to create an Application and start it. */
public class Instrumentation {
  public Application newApplication(ClassLoader cl, String className, Context context) throws Exception {
    return attachApplication((Application) cl.loadClass(className).getDeclaredConstructor().newInstance(), context);
  }

  /** The step after an AppComponentFactory (API 28+) created the Application. */
  public Application attachApplication(Application app, Context context) {
    app.attach(context);
    return app;
  }

  public void callApplicationOnCreate(Application app) {
    app.onCreate();
  }
}
