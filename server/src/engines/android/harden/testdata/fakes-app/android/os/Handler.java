package android.os;

import java.util.ArrayList;
import java.util.List;

/** Fake: posted work waits in {@link #pending} until the test runs it. */
public class Handler {
  public static final List<Runnable> pending = new ArrayList<>();
  public static final List<Long> delays = new ArrayList<>();

  public Handler(Looper looper) {
    if (looper == null) throw new NullPointerException("looper");
  }

  public final boolean postDelayed(Runnable r, long delayMillis) {
    pending.add(r);
    delays.add(delayMillis);
    return true;
  }

  /** Runs what was posted, as the main thread would once the delays pass. */
  public static void runPending() {
    List<Runnable> now = new ArrayList<>(pending);
    pending.clear();
    for (Runnable r : now) r.run();
  }
}
