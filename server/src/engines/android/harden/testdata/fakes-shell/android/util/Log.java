package android.util;

public final class Log {
  public static final java.util.List<String> errors = new java.util.ArrayList<>();

  public static int e(String tag, String msg) {
    errors.add(tag + ": " + msg);
    System.err.println("E/" + tag + ": " + msg);
    return 0;
  }
}
