package dalvik.system;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** The JAR that stands for some DEX bytes: named by the system property `fake.dex.<sha-256>`. */
final class FakeDex {
  private FakeDex() {}

  static URL[] jarOf(byte[] dex) {
    try {
      StringBuilder hex = new StringBuilder();
      for (byte b : MessageDigest.getInstance("SHA-256").digest(dex)) hex.append(String.format("%02x", b));
      String jar = System.getProperty("fake.dex." + hex);
      if (jar == null) throw new IllegalArgumentException("no JAR for the DEX bytes " + hex);
      return new URL[] {new File(jar).toURI().toURL()};
    } catch (NoSuchAlgorithmException | MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }
}
