package android.app;

public final class LoadedApk {
  private ClassLoader mClassLoader;
  private Application mApplication;

  public LoadedApk(ClassLoader loader) {
    mClassLoader = loader;
  }

  public ClassLoader getClassLoader() {
    return mClassLoader;
  }

  public Application getApplication() {
    return mApplication;
  }

  void setApplication(Application app) {
    mApplication = app;
  }
}
