package com.example.app;

import android.app.Application;

/** The original Application of the protected test app. */
public class App extends Application {
  public static int instances;
  public static int onCreateCalls;
  public static boolean attachedBeforeCreate;

  public App() {
    instances++;
  }

  @Override
  public void onCreate() {
    super.onCreate();
    onCreateCalls++;
    attachedBeforeCreate = getBaseContext() != null;
  }
}
