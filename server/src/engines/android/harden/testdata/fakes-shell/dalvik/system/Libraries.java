package dalvik.system;

import java.io.File;

final class Libraries {
  /** The library file in a search path (one directory here), or null. */
  static String find(String searchPath, String name) {
    if (searchPath == null) return null;
    File f = new File(searchPath, System.mapLibraryName(name));
    return f.isFile() ? f.getPath() : null;
  }
}
