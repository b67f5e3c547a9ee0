package guardtest;

import android.content.Context;
import android.os.Build;
import android.os.Debug;
import android.os.SystemProperties;
import com.saurik.substrate.MSHooked;
import com.sun.net.httpserver.HttpServer;
import de.robv.android.xposed.XC_MethodHook;
import java.io.File;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import rampart.rt.Guard;
import rampart.rt.GuardChecks;
import rampart.rt.GuardEnv;
import rampart.rt.GuardReport;

/**
 * Drives the guard runtime on the JVM against the fakes. `checks <scenarios> <samples> <files>
 * <key> <secret>` runs each scenario line (name, check, sample folder, settings) and the
 * reactions; `hooked <samples>` runs with Xposed/Substrate classes on the class path, then lets
 * the watchdog find a debugger and exit. Results are tab-separated lines.
 */
public final class GuardDriver {
  static final Context ctx = new Context();

  public static void main(String[] args) throws Exception {
    if (args[0].equals("checks")) checks(args[1], args[2], args[3], args[4], args[5]);
    else hooked(args[1]);
  }

  /** A clean Pixel: no debugger, release keys, real hardware, the usual data directory. */
  static void reset(String samples, String sample) {
    Debug.connected = false;
    SystemProperties.values.clear();
    SystemProperties.values.put("ro.build.tags", "release-keys");
    SystemProperties.values.put("ro.hardware", "oriole");
    Build.FINGERPRINT = "google/oriole/oriole:14/UQ1A.240105.004/11206848:user/release-keys";
    Build.MODEL = "Pixel 6";
    Build.BRAND = "google";
    Build.HARDWARE = "oriole";
    Build.PRODUCT = "oriole";
    Build.TAGS = "release-keys";
    ctx.packageName = "com.example.app";
    ctx.applicationInfo.flags = 0;
    ctx.applicationInfo.dataDir = "/data/user/0/com.example.app";
    GuardEnv.root = samples + "/" + sample;
  }

  static String run(String check) {
    switch (check) {
      case "debugger": return GuardChecks.debugger(ctx);
      case "root": return GuardChecks.root();
      case "emulator": return GuardChecks.emulator();
      case "frida": return GuardChecks.frida();
      case "xposed": return GuardChecks.xposed();
      case "substrate": return GuardChecks.substrate();
      case "multiInstance": return GuardChecks.multiInstance(ctx);
      default: throw new IllegalArgumentException(check);
    }
  }

  static void checks(String scenarios, String samples, String files, String key, String secret) throws Exception {
    for (String line : Files.readAllLines(Paths.get(scenarios), StandardCharsets.UTF_8)) {
      if (line.isEmpty()) continue;
      String[] f = line.split("\t", -1);
      reset(samples, f[2]);
      String via = "";
      for (String setting : f[3].split(";")) {
        if (setting.isEmpty()) continue;
        int eq = setting.indexOf('=');
        String k = setting.substring(0, eq);
        String v = setting.substring(eq + 1);
        if (k.startsWith("prop.")) SystemProperties.values.put(k.substring(5), v);
        else if (k.startsWith("build.")) Build.class.getField(k.substring(6)).set(null, v);
        else if (k.equals("debug")) Debug.connected = v.equals("1");
        else if (k.equals("flags")) ctx.applicationInfo.flags = Integer.parseInt(v);
        else if (k.equals("dataDir")) ctx.applicationInfo.dataDir = v;
        else if (k.equals("via")) via = v;
        else throw new IllegalArgumentException(setting);
      }
      String check = f[1];
      String result =
          via.equals("xposed") ? XC_MethodHook.call(() -> run(check)) : via.equals("substrate") ? MSHooked.call(() -> run(check)) : run(check);
      System.out.println("CHECK\t" + f[0] + "\t" + result);
    }

    // The signature of sdk/PROTOCOL.md's worked example.
    String base = GuardReport.base("post", "/api/sdk/v1/events", "1795323390", "6f1c0c2d9e4b4a7f8a0d3c5e7b9a1f20", "{\"events\":[]}".getBytes(StandardCharsets.UTF_8));
    System.out.println("SIGN\t" + GuardReport.hmac("rs_test", base));

    // An event body with characters JSON must escape (and a NUL the console refuses, dropped).
    ctx.filesDir = new File(files);
    System.out.println("BODY\t" + GuardReport.body(ctx, "root", "a\"b\\c\u0001\u0000d\u00e9/\u00a0\u4e2d\ud83d\ude00", 1795323389123L));
    // Cut at 1,024 characters, never between the two halves of a surrogate pair.
    System.out.println("BODY\t" + GuardReport.body(ctx, "emulator", "x".repeat(1023) + "\ud83d\ude00", 1795323389124L));

    // warn: a toast with the configured message, once per kind however often the checks run.
    reset(samples, "root-su");
    Map<String, String> warn = new HashMap<>();
    warn.put("guard.root", "1");
    warn.put("guard.reaction.root", "warn");
    warn.put("guard.emulator", "1");
    warn.put("guard.reaction.emulator", "warn");
    warn.put("guard.warn.message", "Unsafe device: the app stops here");
    Guard.attach(ctx, warn);
    System.out.println("RECHECK");
    Guard.check(false);

    // report: the runtime's own POST, captured by a local HTTP server that fails the first
    // attempt with 503.
    List<String> requests = new ArrayList<>();
    AtomicInteger seen = new AtomicInteger();
    CountDownLatch two = new CountDownLatch(2);
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/", exchange -> {
      byte[] body = exchange.getRequestBody().readAllBytes();
      var h = exchange.getRequestHeaders();
      synchronized (requests) {
        requests.add(String.join("\t", "REQUEST", exchange.getRequestMethod(), exchange.getRequestURI().getRawPath(), h.getFirst("Content-Type"),
            h.getFirst("X-Rampart-Key"), h.getFirst("X-Rampart-Timestamp"), h.getFirst("X-Rampart-Nonce"), h.getFirst("X-Rampart-Signature"),
            Base64.getEncoder().encodeToString(body)));
      }
      byte[] answer = "{}".getBytes(StandardCharsets.UTF_8);
      exchange.sendResponseHeaders(seen.incrementAndGet() == 1 ? 503 : 200, answer.length);
      exchange.getResponseBody().write(answer);
      exchange.close();
      two.countDown();
    });
    server.start();
    reset(samples, "frida-port");
    Map<String, String> report = new HashMap<>();
    report.put("guard.hook", "1");
    report.put("guard.reaction.hook", "report");
    report.put("guard.root", "1");
    report.put("guard.reaction.root", "report");
    report.put("guard.report.url", "http://127.0.0.1:" + server.getAddress().getPort() + "/api/sdk/v1/events");
    report.put("guard.report.key", key);
    report.put("guard.report.secret", secret);
    Guard.attach(ctx, report);
    two.await(20, TimeUnit.SECONDS);
    Thread.sleep(300);
    server.stop(0);
    synchronized (requests) {
      for (String r : requests) System.out.println(r);
    }
  }

  static void hooked(String samples) throws Exception {
    reset(samples, "clean");
    System.out.println("CHECK\txposed-class\t" + GuardChecks.xposed());
    System.out.println("CHECK\tsubstrate-class\t" + GuardChecks.substrate());
    Map<String, String> exit = new HashMap<>();
    exit.put("guard.antiDebug", "1");
    exit.put("guard.reaction.antiDebug", "exit");
    exit.put("guard.watchdog.ms", "100");
    Guard.attach(ctx, exit);
    System.out.println("ATTACHED");
    System.out.flush();
    Debug.connected = true;
    Thread.sleep(5000);
    System.out.println("SURVIVED");
  }
}
