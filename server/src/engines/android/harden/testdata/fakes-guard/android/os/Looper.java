package android.os;

/** Test fake: one main looper. */
public final class Looper {
  private static final Looper MAIN = new Looper();

  public static Looper getMainLooper() {
    return MAIN;
  }
}
