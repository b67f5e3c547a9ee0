package android.content.pm;

/** Answers for one installed package signed with one certificate (DER bytes). */
public class PackageManager {
  public static final int GET_SIGNATURES = 0x40;
  /** Flags of every getPackageInfo call, in order. */
  public static final java.util.List<Integer> requestedFlags = new java.util.ArrayList<>();

  private final String packageName;
  private final byte[] certificate;

  public PackageManager(String packageName, byte[] certificate) {
    this.packageName = packageName;
    this.certificate = certificate;
  }

  public PackageInfo getPackageInfo(String name, int flags) {
    requestedFlags.add(flags);
    if (!name.equals(packageName)) throw new IllegalArgumentException("no package " + name);
    PackageInfo info = new PackageInfo();
    info.packageName = name;
    if ((flags & GET_SIGNATURES) != 0) info.signatures = new Signature[] {new Signature(certificate)};
    return info;
  }
}
