package rtfake;

import android.security.keystore.KeyGenParameterSpec;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.Key;
import java.security.KeyStoreSpi;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Collections;
import java.util.Date;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Map;
import javax.crypto.KeyGeneratorSpi;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/** A JCA provider named AndroidKeyStore: a key store of AES keys and their generator. */
public final class FakeKeystore extends Provider {
  public static final Map<String, SecretKey> keys = new HashMap<>();
  public static final Map<String, KeyGenParameterSpec> specs = new HashMap<>();

  public FakeKeystore() {
    super("AndroidKeyStore", "1.0", "keystore fake");
    put("KeyStore.AndroidKeyStore", Store.class.getName());
    put("KeyGenerator.AES", Generator.class.getName());
  }

  public static final class Generator extends KeyGeneratorSpi {
    private KeyGenParameterSpec spec;

    protected void engineInit(SecureRandom random) {
      throw new IllegalStateException("a keystore key needs its parameters");
    }

    protected void engineInit(AlgorithmParameterSpec params, SecureRandom random) {
      spec = (KeyGenParameterSpec) params;
    }

    protected void engineInit(int keysize, SecureRandom random) {
      throw new IllegalStateException("a keystore key needs its parameters");
    }

    protected SecretKey engineGenerateKey() {
      byte[] b = new byte[spec.keySize / 8];
      new SecureRandom().nextBytes(b);
      SecretKey key = new SecretKeySpec(b, "AES");
      keys.put(spec.alias, key);
      specs.put(spec.alias, spec);
      return key;
    }
  }

  public static final class Store extends KeyStoreSpi {
    public Key engineGetKey(String alias, char[] password) {
      return keys.get(alias);
    }

    public Certificate[] engineGetCertificateChain(String alias) {
      return null;
    }

    public Certificate engineGetCertificate(String alias) {
      return null;
    }

    public Date engineGetCreationDate(String alias) {
      return null;
    }

    public void engineSetKeyEntry(String alias, Key key, char[] password, Certificate[] chain) {
      throw new UnsupportedOperationException();
    }

    public void engineSetKeyEntry(String alias, byte[] key, Certificate[] chain) {
      throw new UnsupportedOperationException();
    }

    public void engineSetCertificateEntry(String alias, Certificate cert) {
      throw new UnsupportedOperationException();
    }

    public void engineDeleteEntry(String alias) {
      keys.remove(alias);
    }

    public Enumeration<String> engineAliases() {
      return Collections.enumeration(keys.keySet());
    }

    public boolean engineContainsAlias(String alias) {
      return keys.containsKey(alias);
    }

    public int engineSize() {
      return keys.size();
    }

    public boolean engineIsKeyEntry(String alias) {
      return keys.containsKey(alias);
    }

    public boolean engineIsCertificateEntry(String alias) {
      return false;
    }

    public String engineGetCertificateAlias(Certificate cert) {
      return null;
    }

    public void engineStore(OutputStream stream, char[] password) {}

    public void engineLoad(InputStream stream, char[] password) {}
  }
}
