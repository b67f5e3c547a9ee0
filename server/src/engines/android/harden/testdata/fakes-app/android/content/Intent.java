package android.content;

public class Intent {
  public final String action;

  public Intent(String action) {
    this.action = action;
  }
}
