package android.os;

/** Test fake: a debugger is attached when the test says so. */
public final class Debug {
  public static volatile boolean connected;

  public static boolean isDebuggerConnected() {
    return connected;
  }
}
