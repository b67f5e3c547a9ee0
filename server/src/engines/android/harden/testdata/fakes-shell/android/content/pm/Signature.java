package android.content.pm;

public class Signature {
  private final byte[] mSignature;

  public Signature(byte[] signature) {
    mSignature = signature.clone();
  }

  public byte[] toByteArray() {
    return mSignature.clone();
  }
}
