package dalvik.system;

import java.net.URLClassLoader;
import java.nio.ByteBuffer;

/** Loads the JAR made from the DEX bytes it is given; counts its instances. */
public class InMemoryDexClassLoader extends URLClassLoader {
  public static int instances;

  public InMemoryDexClassLoader(ByteBuffer dexBuffer, ClassLoader parent) {
    super(FakeDex.jarOf(bytes(dexBuffer)), parent);
    instances++;
  }

  private static byte[] bytes(ByteBuffer buffer) {
    ByteBuffer copy = buffer.duplicate();
    byte[] bytes = new byte[copy.remaining()];
    copy.get(bytes);
    return bytes;
  }
}
