package dalvik.system;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;

/** Where the fakes' loaders find the app's classes (a class folder off the class path). */
final class AppCode {
  static URL[] urls() {
    String dir = System.getProperty("fake.app.classes");
    if (dir == null) throw new IllegalStateException("fake.app.classes is not set");
    try {
      return new URL[] {new File(dir).toURI().toURL()};
    } catch (MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }
}
