package android.os;

public class Build {
  public static class VERSION {
    /** Settable here so that one test runs the code paths of several API levels. */
    public static int SDK_INT = 30;
  }
}
