package de.robv.android.xposed;

/** Test fake: only on the class path of the run that plays an Xposed-infected process. */
public final class XposedBridge {}
