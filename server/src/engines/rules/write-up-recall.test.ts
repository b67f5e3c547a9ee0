import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../report/scan-result.js';
import { scanFile } from '../scan.js';
import { fixturePath } from '../test-fixtures.js';

/** A weakness a public write-up documents, and where the scan must show it in the app's own code. */
interface Documented {
  weakness: string;
  finding: string;
  /** An evidence item must match: its class/element (location) or, for native code and manifests, its file. */
  at: RegExp;
}

// InsecureBankv2's own list of vulnerabilities (its README, "dineshshetty/Android-InsecureBankv2").
// Left out, because no static scan of the app can see them: the server-side ones (weak
// authorization, parameter manipulation, username enumeration, weak change-password and logout
// checks, which live in its AndroLabServer), and the runtime-only ones (sensitive information in
// memory, runtime manipulation, application patching, keyboard cache and pasteboard behaviour of
// its input fields, developer backdoor accounts checked by the server).
const INSECURE_BANK: Documented[] = [
  { weakness: 'Flawed broadcast receivers', finding: 'android.manifest.exported_component', at: /receiver android:name="com\.android\.insecurebankv2\.MyBroadCastReceiver"/ },
  { weakness: 'Vulnerable activity components', finding: 'android.manifest.exported_component', at: /activity android:name="com\.android\.insecurebankv2\.PostLogin"/ },
  { weakness: 'Insecure content provider access', finding: 'android.manifest.exported_provider', at: /com\.android\.insecurebankv2\.TrackUserContentProvider/ },
  { weakness: 'Application debuggable', finding: 'android.manifest.debuggable', at: /<application>/ },
  { weakness: 'Android backup vulnerability', finding: 'android.manifest.allow_backup', at: /<application>/ },
  { weakness: 'Insecure HTTP connections', finding: 'android.manifest.cleartext_default', at: /<uses-sdk>/ },
  { weakness: 'Root detection (and its bypass)', finding: 'code.root_detection', at: /^Lcom\/android\/insecurebankv2\/PostLogin;/ },
  { weakness: 'Hardcoded secrets', finding: 'code.crypto.hardcoded_key', at: /^Lcom\/android\/insecurebankv2\/CryptoClass;/ },
  { weakness: 'Local encryption issues (static IV)', finding: 'code.crypto.static_iv', at: /^Lcom\/android\/insecurebankv2\/CryptoClass;/ },
  { weakness: 'Weak cryptography implementation', finding: 'code.crypto.cbc_padding', at: /^Lcom\/android\/insecurebankv2\/CryptoClass;/ },
  { weakness: 'Insecure WebView implementation', finding: 'code.webview.javascript_enabled', at: /^Lcom\/android\/insecurebankv2\/ViewStatement;/ },
  { weakness: 'Local cross-site scripting', finding: 'code.webview.intent_url', at: /^Lcom\/android\/insecurebankv2\/ViewStatement;/ },
  { weakness: 'Insecure logging mechanism', finding: 'code.logging', at: /^Lcom\/android\/insecurebankv2\/DoLogin/ },
  { weakness: 'Insecure SD card storage', finding: 'code.external_storage', at: /^Lcom\/android\/insecurebankv2\/(DoTransfer|ViewStatement)/ },
  { weakness: 'Insecure credential storage', finding: 'code.credentials_in_preferences', at: /^Lcom\/android\/insecurebankv2\/DoLogin/ },
  { weakness: 'Intent sniffing and injection', finding: 'code.implicit_broadcast', at: /^Lcom\/android\/insecurebankv2\/ChangePassword/ },
];

// OWASP MASTG's UnCrackable Level 1 write-ups: root and debuggable checks that only show a dialog,
// and a secret compared after AES-ECB decryption with a key held in the code.
const UNCRACKABLE_1: Documented[] = [
  { weakness: 'Root detection', finding: 'code.root_detection', at: /^Lsg\/vantagepoint\/a\/c;/ },
  { weakness: 'Debuggable-flag check', finding: 'code.debugger_detection', at: /^Lsg\/vantagepoint\/a\/b;/ },
  { weakness: 'Hard-coded AES key', finding: 'code.crypto.hardcoded_key', at: /^Lsg\/vantagepoint\/uncrackable1\/a;/ },
  { weakness: 'AES in ECB mode', finding: 'code.crypto.ecb', at: /^Lsg\/vantagepoint\/a\/a;/ },
  { weakness: 'Encrypted secret in the code', finding: 'secrets.high_entropy', at: /^Lsg\/vantagepoint\/uncrackable1\/a;/ },
];

// UnCrackable Level 3 write-ups: Java root, debugger and tamper (CRC) checks, a native library
// that looks for Frida and Xposed and ptrace-attaches to itself, and the JNI check of the secret.
const UNCRACKABLE_3: Documented[] = [
  { weakness: 'Root detection', finding: 'code.root_detection', at: /^Lsg\/vantagepoint\/util\/RootDetection;/ },
  { weakness: 'Debugger detection', finding: 'code.debugger_detection', at: /^Lsg\/vantagepoint\/(uncrackable3|util)\// },
  { weakness: 'Tamper detection (CRC of classes.dex and libraries)', finding: 'code.tamper_detection', at: /^Lsg\/vantagepoint\/uncrackable3\/MainActivity;/ },
  { weakness: 'Native Frida and Xposed detection', finding: 'anti_analysis.native_instrumentation_detection', at: /^lib\/[^/]+\/libfoo\.so$/ },
  { weakness: 'Native anti-debugging (ptrace)', finding: 'anti_analysis.native_debugger_detection', at: /^lib\/[^/]+\/libfoo\.so$/ },
  { weakness: 'Secret checked in native code (JNI)', finding: 'native.jni_exports', at: /^Java_sg_vantagepoint_uncrackable3_CodeCheck_bar$/ },
];

function found(result: ScanResult, d: Documented): boolean {
  const finding = result.findings.find((f) => f.id === d.finding);
  return !!finding?.evidence.some((e) => d.at.test(e.location ?? '') || d.at.test(e.file) || d.at.test(e.detail ?? ''));
}

describe.each([
  { app: 'InsecureBankv2', file: 'insecurebankv2-InsecureBankv2.apk', documented: INSECURE_BANK },
  { app: 'UnCrackable Level 1', file: 'mastg-UnCrackable-Level1.apk', documented: UNCRACKABLE_1 },
  { app: 'UnCrackable Level 3', file: 'mastg-UnCrackable-Level3.apk', documented: UNCRACKABLE_3 },
])('$app: what its write-ups document', ({ app, file, documented }) => {
  it('is found, with evidence in its own code', () => {
    const result = scanFile(fixturePath(file));
    const missed = documented.filter((d) => !found(result, d)).map((d) => `${d.weakness} (${d.finding})`);
    const recall = (100 * (documented.length - missed.length)) / documented.length;
    console.log(`${app}: ${documented.length - missed.length} of ${documented.length} documented weaknesses found (recall ${recall.toFixed(0)} %)`);
    expect(missed).toEqual([]);
  });
});
