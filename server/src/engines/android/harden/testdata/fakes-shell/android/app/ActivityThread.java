package android.app;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;

/** The members the shell reflects on, private as on the platform. */
public final class ActivityThread {
  private static ActivityThread sCurrentActivityThread;

  private final Map<String, WeakReference<LoadedApk>> mPackages = new HashMap<>();
  private Application mInitialApplication;
  private final ArrayList<Application> mAllApplications = new ArrayList<>();

  private static ActivityThread currentActivityThread() {
    return sCurrentActivityThread;
  }

  /** Test set-up: the current thread with one package, whose LoadedApk is returned. */
  public static ActivityThread install(String packageName, LoadedApk apk) {
    ActivityThread at = new ActivityThread();
    at.mPackages.put(packageName, new WeakReference<>(apk));
    sCurrentActivityThread = at;
    return at;
  }

  /** What handleBindApplication and LoadedApk.makeApplication record once an Application exists. */
  public void madeApplication(LoadedApk apk, Application app) {
    apk.setApplication(app);
    mAllApplications.add(app);
    mInitialApplication = app;
  }

  public Application initialApplication() {
    return mInitialApplication;
  }

  public ArrayList<Application> allApplications() {
    return mAllApplications;
  }
}
