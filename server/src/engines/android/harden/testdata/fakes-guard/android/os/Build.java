package android.os;

/** Test fake: build facts the test sets (not final, so nothing is inlined). */
public class Build {
  public static String FINGERPRINT;
  public static String MODEL;
  public static String BRAND;
  public static String HARDWARE;
  public static String PRODUCT;
  public static String TAGS;

  public static class VERSION {
    public static String RELEASE = "14";
    public static int SDK_INT = 34;
  }
}
