package android.content.res;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Fake: the files of one folder, as the package's assets/ entries. */
public final class AssetManager {
  private final File root;
  public int lastMode = -1;

  public AssetManager(File root) {
    this.root = root;
  }

  public InputStream open(String name) throws IOException {
    return open(name, 2);
  }

  public InputStream open(String name, int mode) throws IOException {
    lastMode = mode;
    return new FileInputStream(new File(root, name));
  }
}
