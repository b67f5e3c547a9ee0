package android.app;

import android.content.BroadcastReceiver;
import android.content.ContentProvider;
import android.content.Intent;
import android.content.pm.ApplicationInfo;

/** As on the platform: the default implementation loads the class and calls its constructor. */
public class AppComponentFactory {
  public ClassLoader instantiateClassLoader(ClassLoader cl, ApplicationInfo aInfo) {
    return cl;
  }

  public Application instantiateApplication(ClassLoader cl, String className) throws Exception {
    return (Application) cl.loadClass(className).getDeclaredConstructor().newInstance();
  }

  public Activity instantiateActivity(ClassLoader cl, String className, Intent intent) throws Exception {
    return (Activity) cl.loadClass(className).getDeclaredConstructor().newInstance();
  }

  public BroadcastReceiver instantiateReceiver(ClassLoader cl, String className, Intent intent) throws Exception {
    return (BroadcastReceiver) cl.loadClass(className).getDeclaredConstructor().newInstance();
  }

  public Service instantiateService(ClassLoader cl, String className, Intent intent) throws Exception {
    return (Service) cl.loadClass(className).getDeclaredConstructor().newInstance();
  }

  public ContentProvider instantiateProvider(ClassLoader cl, String className) throws Exception {
    return (ContentProvider) cl.loadClass(className).getDeclaredConstructor().newInstance();
  }
}
