package de.robv.android.xposed;

import java.util.function.Supplier;

/** Test fake: calls code from inside Xposed's package, as a hooked method's caller is. */
public final class XC_MethodHook {
  public static String call(Supplier<String> code) {
    return code.get();
  }
}
