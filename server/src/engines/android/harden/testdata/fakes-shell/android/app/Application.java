package android.app;

import android.content.Context;
import android.content.ContextWrapper;

public class Application extends ContextWrapper {
  public Application() {
    super(null);
  }

  public void onCreate() {}

  /** Hidden on the platform; the framework (and the shell, through reflection) calls it. */
  final void attach(Context context) {
    attachBaseContext(context);
  }
}
