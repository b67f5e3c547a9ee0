package rampart.rt;

import android.app.Application;
import android.content.Context;
import java.util.Map;

/** A hook class that lives in the app's code: the shell reaches it through its loader. */
public class TestAppHook {
  public static void attach(Context context, Map<String, String> config) {
    System.out.println("app hook attach " + context.getClass().getName() + " " + config.get("demo.greeting"));
  }

  public static void create(Application app, Map<String, String> config) {
    System.out.println("app hook create " + app.getClass().getName() + " " + config.get("demo.greeting"));
  }

  /** Not the hook method (not static): never called. */
  public void create(Context context, Map<String, String> config) {
    System.out.println("wrong create");
  }
}
