package android.os;

/** Test fake: posts run at once, on the caller's thread. */
public class Handler {
  public Handler(Looper looper) {}

  public boolean post(Runnable r) {
    r.run();
    return true;
  }
}
