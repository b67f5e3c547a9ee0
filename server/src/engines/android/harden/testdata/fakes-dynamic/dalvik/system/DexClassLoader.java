package dalvik.system;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Paths;

/** Loads the JAR made from the DEX file it is named, read when constructed as the platform opens it; counts its instances. */
public class DexClassLoader extends URLClassLoader {
  public static int instances;

  public DexClassLoader(String dexPath, String optimizedDirectory, String librarySearchPath, ClassLoader parent) {
    super(FakeDex.jarOf(read(dexPath)), parent);
    instances++;
  }

  private static byte[] read(String path) {
    try {
      return Files.readAllBytes(Paths.get(path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
