package android.content;

import android.content.pm.ApplicationInfo;
import android.content.pm.PackageManager;
import java.io.File;

public abstract class Context {
  public abstract String getPackageName();

  public abstract PackageManager getPackageManager();

  public abstract ApplicationInfo getApplicationInfo();

  public abstract File getCodeCacheDir();
}
