package android.content;

import android.content.pm.ApplicationInfo;
import android.content.pm.PackageManager;
import java.io.File;

public class ContextWrapper extends Context {
  Context mBase;

  public ContextWrapper(Context base) {
    mBase = base;
  }

  protected void attachBaseContext(Context base) {
    if (mBase != null) throw new IllegalStateException("Base context already set");
    mBase = base;
  }

  public Context getBaseContext() {
    return mBase;
  }

  @Override
  public String getPackageName() {
    return mBase.getPackageName();
  }

  @Override
  public PackageManager getPackageManager() {
    return mBase.getPackageManager();
  }

  @Override
  public ApplicationInfo getApplicationInfo() {
    return mBase.getApplicationInfo();
  }

  @Override
  public File getCodeCacheDir() {
    return mBase.getCodeCacheDir();
  }
}
