package android.widget;

import android.content.Context;
import java.util.ArrayList;
import java.util.List;

/** Fake: shown toasts are recorded as "duration:text". */
public class Toast {
  public static final List<String> shown = new ArrayList<>();
  private final String text;

  private Toast(String text) {
    this.text = text;
  }

  public static Toast makeText(Context context, CharSequence text, int duration) {
    if (context == null) throw new NullPointerException("context");
    return new Toast(duration + ":" + text);
  }

  public void show() {
    shown.add(text);
  }
}
