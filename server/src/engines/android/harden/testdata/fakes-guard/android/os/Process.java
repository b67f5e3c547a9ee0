package android.os;

/** Test fake: killProcess prints what it was asked to kill (the caller then exits the JVM). */
public final class Process {
  public static int myPid() {
    return 4242;
  }

  public static void killProcess(int pid) {
    System.out.println("KILL\t" + pid);
    System.out.flush();
  }
}
