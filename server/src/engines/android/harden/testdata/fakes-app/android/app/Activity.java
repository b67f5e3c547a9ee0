package android.app;

import android.view.Window;

public class Activity extends android.content.Context {
  public final Window window = new Window();
  public boolean finishing;
  public boolean changingConfigurations;

  public Window getWindow() {
    return window;
  }

  public boolean isFinishing() {
    return finishing;
  }

  public boolean isChangingConfigurations() {
    return changingConfigurations;
  }
}
