package rtfake;

import java.io.File;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** Stands in for System.load and the loadLibrary calls (the test points the DEX's calls here). */
public final class Native {
  public static final List<String> loaded = new ArrayList<>();

  public static void load(String path) {
    File f = new File(path);
    // The permission bits, not canWrite(), which is always true for root.
    boolean writable;
    try {
      writable = Files.getPosixFilePermissions(f.toPath()).stream().anyMatch(p -> p.name().endsWith("_WRITE"));
    } catch (java.io.IOException e) {
      throw new RuntimeException(e);
    }
    loaded.add("path " + path + " writable=" + writable + " sha256=" + Main.sha256(Main.read(f)));
  }

  public static void loadLibrary(String name) {
    loaded.add("library " + name);
  }

  public static void runtimeLoadLibrary(Runtime runtime, String name) {
    loaded.add("runtime library " + name);
  }
}
