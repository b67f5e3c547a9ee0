package android.app;

import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

public class Application extends android.content.Context {
  public interface ActivityLifecycleCallbacks {
    void onActivityCreated(Activity activity, Bundle savedInstanceState);
    void onActivityStarted(Activity activity);
    void onActivityResumed(Activity activity);
    void onActivityPaused(Activity activity);
    void onActivityStopped(Activity activity);
    void onActivitySaveInstanceState(Activity activity, Bundle outState);
    void onActivityDestroyed(Activity activity);
  }

  public final List<ActivityLifecycleCallbacks> callbacks = new ArrayList<>();

  public void registerActivityLifecycleCallbacks(ActivityLifecycleCallbacks callback) {
    callbacks.add(callback);
  }
}
