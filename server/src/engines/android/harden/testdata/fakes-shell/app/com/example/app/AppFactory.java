package com.example.app;

import android.app.Activity;
import android.app.AppComponentFactory;
import android.content.Intent;

/** The original app's own AppComponentFactory: counts the activities it creates. */
public class AppFactory extends AppComponentFactory {
  public static int activities;

  @Override
  public Activity instantiateActivity(ClassLoader cl, String className, Intent intent) throws Exception {
    activities++;
    return super.instantiateActivity(cl, className, intent);
  }
}
