package dalvik.system;

import java.io.File;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads (as the runtime opens them) and records the DEX files of its path, and leaves an
 * optimized file per DEX in the optimized directory, as dex2oat does.
 */
public class DexClassLoader extends URLClassLoader {
  public static final List<byte[]> received = new ArrayList<>();
  public static final List<String> files = new ArrayList<>();
  public static final List<Boolean> writable = new ArrayList<>();
  public static String optimizedDirectory;
  public static String librarySearchPath;
  public static int instances;

  public DexClassLoader(String dexPath, String optimizedDirectory, String librarySearchPath, ClassLoader parent) {
    super(AppCode.urls(), parent);
    instances++;
    DexClassLoader.optimizedDirectory = optimizedDirectory;
    DexClassLoader.librarySearchPath = librarySearchPath;
    for (String path : dexPath.split(File.pathSeparator)) {
      File f = new File(path);
      files.add(path);
      try {
        writable.add(Files.getPosixFilePermissions(f.toPath()).contains(PosixFilePermission.OWNER_WRITE));
        received.add(Files.readAllBytes(f.toPath()));
        Files.write(new File(optimizedDirectory, f.getName() + ".odex").toPath(), new byte[] {'o', 'a', 't'});
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  /** Public in BaseDexClassLoader: looks in the library path given to the constructor. */
  @Override
  public String findLibrary(String name) {
    return Libraries.find(librarySearchPath, name);
  }
}
