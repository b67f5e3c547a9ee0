package android.widget;

import android.content.Context;

/** Test fake: a shown toast prints its text and duration. */
public class Toast {
  private final CharSequence text;
  private final int duration;

  private Toast(CharSequence text, int duration) {
    this.text = text;
    this.duration = duration;
  }

  public static Toast makeText(Context context, CharSequence text, int duration) {
    if (context == null) throw new NullPointerException("context");
    return new Toast(text, duration);
  }

  public void show() {
    System.out.println("TOAST\t" + duration + "\t" + text);
    System.out.flush();
  }
}
