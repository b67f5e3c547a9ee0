package android.content.pm;

/** Test fake: the two fields the guard reads. */
public class ApplicationInfo {
  public static final int FLAG_DEBUGGABLE = 2;
  public int flags;
  public String dataDir;
}
