package android.security.keystore;

import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.List;

/** Fake: what the runtime asks of a keystore key. */
public final class KeyGenParameterSpec implements AlgorithmParameterSpec {
  public final String alias;
  public final int purposes;
  public final List<String> blockModes;
  public final List<String> paddings;
  public final int keySize;

  private KeyGenParameterSpec(Builder b) {
    alias = b.alias;
    purposes = b.purposes;
    blockModes = b.blockModes;
    paddings = b.paddings;
    keySize = b.keySize;
  }

  public static final class Builder {
    private final String alias;
    private final int purposes;
    private List<String> blockModes = List.of();
    private List<String> paddings = List.of();
    private int keySize = -1;

    public Builder(String alias, int purposes) {
      this.alias = alias;
      this.purposes = purposes;
    }

    public Builder setBlockModes(String... modes) {
      blockModes = Arrays.asList(modes);
      return this;
    }

    public Builder setEncryptionPaddings(String... paddings) {
      this.paddings = Arrays.asList(paddings);
      return this;
    }

    public Builder setKeySize(int keySize) {
      this.keySize = keySize;
      return this;
    }

    public KeyGenParameterSpec build() {
      return new KeyGenParameterSpec(this);
    }
  }
}
