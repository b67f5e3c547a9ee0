package com.saurik.substrate;

import java.util.function.Supplier;

/** Test fake: calls code from inside Substrate's package. */
public final class MSHooked {
  public static String call(Supplier<String> code) {
    return code.get();
  }
}
