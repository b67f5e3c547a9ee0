package android.content;

import android.content.pm.ApplicationInfo;
import java.io.File;

/** Test fake: a context whose package, application info and files directory the test sets. */
public class Context {
  public String packageName = "com.example.app";
  public ApplicationInfo applicationInfo = new ApplicationInfo();
  public File filesDir;

  public String getPackageName() {
    return packageName;
  }

  public ApplicationInfo getApplicationInfo() {
    return applicationInfo;
  }

  public File getFilesDir() {
    return filesDir;
  }
}
