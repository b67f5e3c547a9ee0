package dalvik.system;

import java.net.URLClassLoader;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/** Records the DEX bytes it is given (one entry per buffer, over every instance). */
public class InMemoryDexClassLoader extends URLClassLoader {
  public static final List<byte[]> received = new ArrayList<>();
  public static int instances;

  public InMemoryDexClassLoader(ByteBuffer[] dexBuffers, ClassLoader parent) {
    super(AppCode.urls(), parent);
    instances++;
    for (ByteBuffer b : dexBuffers) {
      ByteBuffer copy = b.duplicate();
      byte[] bytes = new byte[copy.remaining()];
      copy.get(bytes);
      received.add(bytes);
    }
  }

  public InMemoryDexClassLoader(ByteBuffer dexBuffer, ClassLoader parent) {
    this(new ByteBuffer[] {dexBuffer}, parent);
  }

  /** Public in BaseDexClassLoader; an in-memory loader without a library path finds none. */
  @Override
  public String findLibrary(String name) {
    return null;
  }
}
