package android.content;

import android.content.pm.ApplicationInfo;
import java.io.File;

public abstract class Context {
  public abstract ApplicationInfo getApplicationInfo();

  public abstract File getCodeCacheDir();
}
