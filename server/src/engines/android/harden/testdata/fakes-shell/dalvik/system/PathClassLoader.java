package dalvik.system;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;

/**
 * The app's own loader: here it loads the shell (a translated JAR) and finds native libraries in
 * its library path, which stands for the package's own `lib/<abi>/` entries.
 */
public class PathClassLoader extends URLClassLoader {
  private final String librarySearchPath;

  public PathClassLoader(String dexPath, String librarySearchPath, ClassLoader parent) {
    super(urls(dexPath), parent);
    this.librarySearchPath = librarySearchPath;
  }

  private static URL[] urls(String path) {
    try {
      return new URL[] {new File(path).toURI().toURL()};
    } catch (MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Public in BaseDexClassLoader. */
  @Override
  public String findLibrary(String name) {
    return Libraries.find(librarySearchPath, name);
  }
}
