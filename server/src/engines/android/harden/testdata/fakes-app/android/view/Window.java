package android.view;

public class Window {
  public int flags;

  public void addFlags(int flags) {
    this.flags |= flags;
  }
}
