import { describe, expect, it } from 'vitest';
import { assemble } from '../android/dex/assemble.js';
import { writeDex } from '../android/dex/write.js';
import { parseDex } from '../android/dex.js';
import type { Evidence, Finding } from '../report/scan-result.js';
import { scanFile } from '../scan.js';
import { fixturePath, readFixtureManifest } from '../test-fixtures.js';
import { applyDexRules } from './dex-rules.js';
import { FindingCollector } from './finding-collector.js';
import type { AppSdkLevels } from './code-rules.js';

const MODERN: AppSdkLevels = { minSdk: 24, targetSdk: 34 };

/** Findings of a DEX assembled from smali classes, as the scan reports them. */
function scan(smali: string, sdk: AppSdkLevels = MODERN): Finding[] {
  const bytes = Buffer.from(writeDex({ version: 35, classes: assemble(smali), callSites: [] }));
  const out = new FindingCollector();
  applyDexRules([parseDex('classes.dex', bytes)], out, sdk);
  return out.toFindings('en');
}

function ids(smali: string, sdk?: AppSdkLevels): string[] {
  return scan(smali, sdk).map((f) => f.id);
}

function evidence(smali: string, id: string, sdk?: AppSdkLevels): Evidence[] {
  return scan(smali, sdk).find((f) => f.id === id)?.evidence ?? [];
}

/** One class: `methods` are smali method bodies (`.method` … `.end method`). */
function klass(name: string, methods: string, header = '.super Ljava/lang/Object;'): string {
  return `.class public ${name}\n${header}\n${methods}\n`;
}

const ENCRYPT_WITH_KEY = (keyCode: string): string =>
  klass(
    'Lcom/example/Crypto;',
    `
.method public static encrypt(Ljava/lang/String;)[B
    .registers 6
${keyCode}
    new-instance v0, Ljavax/crypto/spec/SecretKeySpec;
    const-string v2, "AES"
    invoke-direct {v0, v1, v2}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    const-string v1, "AES/GCM/NoPadding"
    invoke-static {v1}, Ljavax/crypto/Cipher;->getInstance(Ljava/lang/String;)Ljavax/crypto/Cipher;
    move-result-object v1
    const/4 v2, 0x1
    invoke-virtual {v1, v2, v0}, Ljavax/crypto/Cipher;->init(ILjava/security/Key;)V
    invoke-virtual {p0}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-virtual {v1, v2}, Ljavax/crypto/Cipher;->doFinal([B)[B
    move-result-object v0
    return-object v0
.end method`,
  );

describe('hard-coded keys', () => {
  it('follows a const-string through getBytes() to SecretKeySpec and names the method', () => {
    const smali = ENCRYPT_WITH_KEY(`
    const-string v1, "This is the super secret key 123"
    invoke-virtual {v1}, Ljava/lang/String;->getBytes()[B
    move-result-object v1`);
    expect(evidence(smali, 'code.crypto.hardcoded_key')).toEqual([
      {
        file: 'classes.dex',
        location: 'Lcom/example/Crypto;->encrypt(Ljava/lang/String;)[B',
        detail: 'const-string "This is the super secret key 123" → String.getBytes → SecretKeySpec.<init>',
      },
    ]);
  });

  it('follows Base64.decode of a constant and a fill-array-data array', () => {
    const decoded = ENCRYPT_WITH_KEY(`
    const-string v1, "c2VjcmV0a2V5MTIzNDU2Nw=="
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v1`);
    expect(evidence(decoded, 'code.crypto.hardcoded_key')[0]?.detail).toBe('const-string "c2VjcmV0a2V5MTIzNDU2Nw==" → Base64.decode → SecretKeySpec.<init>');
    const literal = ENCRYPT_WITH_KEY(`
    const/4 v1, 0x4
    new-array v1, v1, [B
    fill-array-data v1, :key
    goto :go
    :key
    .array-data 1
        0x1t
        0x2t
        0x3t
        0x4t
    .end array-data
    :go`);
    expect(evidence(literal, 'code.crypto.hardcoded_key')[0]?.detail).toBe('fill-array-data byte[4] {01 02 03 04} → SecretKeySpec.<init>');
  });

  it('reports constants given to wrappers (two deep) whose parameter becomes the key, and a field set in the constructor', () => {
    const smali = klass(
      'Lcom/example/Vault;',
      `
.field key:Ljava/lang/String;

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const-string v0, "hunter2hunter2hu"
    iput-object v0, p0, Lcom/example/Vault;->key:Ljava/lang/String;
    return-void
.end method

.method public static aes([B[B)[B
    .registers 5
    new-instance v0, Ljavax/crypto/spec/SecretKeySpec;
    const-string v1, "AES"
    invoke-direct {v0, p0, v1}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    const-string v1, "AES/GCM/NoPadding"
    invoke-static {v1}, Ljavax/crypto/Cipher;->getInstance(Ljava/lang/String;)Ljavax/crypto/Cipher;
    move-result-object v1
    const/4 v2, 0x1
    invoke-virtual {v1, v2, v0}, Ljavax/crypto/Cipher;->init(ILjava/security/Key;)V
    invoke-virtual {v1, p1}, Ljavax/crypto/Cipher;->doFinal([B)[B
    move-result-object v0
    return-object v0
.end method

.method public seal([B)[B
    .registers 4
    iget-object v0, p0, Lcom/example/Vault;->key:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v0
    invoke-static {v0, p1}, Lcom/example/Vault;->aes([B[B)[B
    move-result-object v0
    return-object v0
.end method

.method public static sealWith(Ljava/lang/String;[B)[B
    .registers 3
    invoke-virtual {p0}, Ljava/lang/String;->getBytes()[B
    move-result-object v0
    invoke-static {v0, p1}, Lcom/example/Vault;->aes([B[B)[B
    move-result-object v0
    return-object v0
.end method

.method public static sealDefault([B)[B
    .registers 2
    const-string v0, "defaultdefault16"
    invoke-static {v0, p0}, Lcom/example/Vault;->sealWith(Ljava/lang/String;[B)[B
    move-result-object v0
    return-object v0
.end method`,
    );
    // sealWith passes its own parameter on: no finding there, but at its caller's constant.
    expect(evidence(smali, 'code.crypto.hardcoded_key')).toEqual([
      {
        file: 'classes.dex',
        location: 'Lcom/example/Vault;->seal([B)[B',
        detail: 'const-string "hunter2hunter2hu" → Vault.key → String.getBytes → Lcom/example/Vault;->aes([B[B)[B → SecretKeySpec.<init>',
      },
      {
        file: 'classes.dex',
        location: 'Lcom/example/Vault;->sealDefault([B)[B',
        detail:
          'const-string "defaultdefault16" → Lcom/example/Vault;->sealWith(Ljava/lang/String;[B)[B → String.getBytes → Lcom/example/Vault;->aes([B[B)[B → SecretKeySpec.<init>',
      },
    ]);
  });

  it('treats the output of an XOR routine over constants as a hard-coded key', () => {
    const smali =
      XOR_ROUTINE +
      klass(
        'Lcom/example/Keys;',
        `
.method public static key()Ljavax/crypto/spec/SecretKeySpec;
    .registers 4
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :key
    const-string v1, "k3y"
    invoke-virtual {v1}, Ljava/lang/String;->getBytes()[B
    move-result-object v1
    invoke-static {v0, v1}, Lcom/example/Xor;->xor([B[B)[B
    move-result-object v0
    new-instance v1, Ljavax/crypto/spec/SecretKeySpec;
    const-string v2, "AES"
    invoke-direct {v1, v0, v2}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    return-object v1
    :key
    .array-data 1
        0x11t
        0x22t
        0x33t
        0x44t
    .end array-data
.end method`,
      );
    expect(evidence(smali, 'code.crypto.hardcoded_key')[0]?.detail).toBe('fill-array-data byte[4] {11 22 33 44} → Lcom/example/Xor;->xor([B[B)[B → SecretKeySpec.<init>');
  });

  it('does not report a key taken from a parameter or drawn from SecureRandom', () => {
    const fromParameter = klass(
      'Lcom/example/Crypto;',
      `
.method public static cipher([B)Ljavax/crypto/Cipher;
    .registers 5
    new-instance v0, Ljavax/crypto/spec/SecretKeySpec;
    const-string v1, "AES"
    invoke-direct {v0, p0, v1}, Ljavax/crypto/spec/SecretKeySpec;-><init>([BLjava/lang/String;)V
    const-string v1, "AES/GCM/NoPadding"
    invoke-static {v1}, Ljavax/crypto/Cipher;->getInstance(Ljava/lang/String;)Ljavax/crypto/Cipher;
    move-result-object v1
    const/4 v2, 0x1
    invoke-virtual {v1, v2, v0}, Ljavax/crypto/Cipher;->init(ILjava/security/Key;)V
    return-object v1
.end method`,
    );
    expect(ids(fromParameter)).not.toContain('code.crypto.hardcoded_key');
    const random = ENCRYPT_WITH_KEY(`
    const/16 v1, 0x20
    new-array v1, v1, [B
    new-instance v2, Ljava/security/SecureRandom;
    invoke-direct {v2}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v2, v1}, Ljava/security/SecureRandom;->nextBytes([B)V`);
    expect(ids(random)).not.toContain('code.crypto.hardcoded_key');
  });
});

const IV_CLASS = (ivCode: string, params = ''): string =>
  klass(
    'Lcom/example/Iv;',
    `
.method public static spec(${params})Ljavax/crypto/spec/IvParameterSpec;
    .registers 4
${ivCode}
    new-instance v1, Ljavax/crypto/spec/IvParameterSpec;
    invoke-direct {v1, v0}, Ljavax/crypto/spec/IvParameterSpec;-><init>([B)V
    return-object v1
.end method`,
  );

describe('static IVs', () => {
  it('reports a zero-filled array used as the IV', () => {
    const smali = IV_CLASS(`
    const/16 v0, 0x10
    new-array v0, v0, [B`);
    expect(evidence(smali, 'code.crypto.static_iv')).toEqual([
      { file: 'classes.dex', location: 'Lcom/example/Iv;->spec()Ljavax/crypto/spec/IvParameterSpec;', detail: 'new byte[16] (all zero) → IvParameterSpec.<init>' },
    ]);
  });

  it('does not report an IV filled by SecureRandom, nor one passed in (the old class-level rule did)', () => {
    const random = IV_CLASS(`
    const/16 v0, 0x10
    new-array v0, v0, [B
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V`);
    expect(ids(random)).not.toContain('code.crypto.static_iv');
    // The IV read back from the message: the class never draws random bytes, and that is fine.
    const passedIn = IV_CLASS('    move-object v0, p0', '[B');
    expect(ids(passedIn)).not.toContain('code.crypto.static_iv');
  });
});

const XOR_ROUTINE = klass(
  'Lcom/example/Xor;',
  `
.method public static xor([B[B)[B
    .registers 7
    array-length v0, p0
    new-array v1, v0, [B
    const/4 v2, 0x0
    :loop
    if-ge v2, v0, :done
    aget-byte v3, p0, v2
    array-length v4, p1
    rem-int v4, v2, v4
    aget-byte v4, p1, v4
    xor-int/2addr v3, v4
    int-to-byte v3, v3
    aput-byte v3, v1, v2
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :done
    return-object v1
.end method`,
);

describe('XOR encryption', () => {
  it('reports an XOR loop over array elements written back, and one appending to a string', () => {
    expect(evidence(XOR_ROUTINE, 'code.crypto.xor_encryption')).toEqual([
      { file: 'classes.dex', location: 'Lcom/example/Xor;->xor([B[B)[B', detail: 'array or string elements XORed in a loop and written out' },
    ]);
    const strings = klass(
      'Lcom/example/Strings;',
      `
.method public static decode(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v1, 0x0
    :loop
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    if-ge v1, v2, :done
    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v2
    xor-int/lit8 v2, v2, 0x5a
    int-to-char v2, v2
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method`,
    );
    expect(evidence(strings, 'code.crypto.xor_encryption')[0]?.location).toBe('Lcom/example/Strings;->decode(Ljava/lang/String;)Ljava/lang/String;');
  });

  it('does not report an XOR checksum, nor an XOR outside a loop', () => {
    const checksum = klass(
      'Lcom/example/Sum;',
      `
.method public static checksum([B)[B
    .registers 6
    const/4 v0, 0x0
    const/4 v1, 0x0
    array-length v2, p0
    :loop
    if-ge v1, v2, :done
    aget-byte v3, p0, v1
    xor-int/2addr v0, v3
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :done
    const/4 v1, 0x1
    new-array v1, v1, [B
    const/4 v2, 0x0
    int-to-byte v0, v0
    aput-byte v0, v1, v2
    return-object v1
.end method`,
    );
    // The XORed value is written out, but it never held an element: it is an accumulator.
    expect(ids(checksum)).not.toContain('code.crypto.xor_encryption');
    const once = klass(
      'Lcom/example/Once;',
      `
.method public static flip([B)[B
    .registers 4
    const/4 v0, 0x0
    aget-byte v1, p0, v0
    xor-int/lit8 v1, v1, 0x1
    int-to-byte v1, v1
    aput-byte v1, p0, v0
    return-object p0
.end method`,
    );
    expect(ids(once)).not.toContain('code.crypto.xor_encryption');
  });
});

/** A class whose method creates a cipher with `transformation` (and maybe does network I/O). */
function cipherClass(transformation: string, extra = ''): string {
  return klass(
    'Lcom/example/Ciphers;',
    `
.method public static make()Ljavax/crypto/Cipher;
    .registers 3
    const-string v0, "AES"
    new-instance v1, Ljavax/crypto/spec/SecretKeySpec;
    const-string v0, "${transformation}"
    invoke-static {v0}, Ljavax/crypto/Cipher;->getInstance(Ljava/lang/String;)Ljavax/crypto/Cipher;
    move-result-object v0
    return-object v0
.end method
${extra}`,
  );
}

const NETWORK_METHOD = `
.method public static fetch(Ljava/net/URL;)Ljava/net/URLConnection;
    .registers 2
    invoke-virtual {p0}, Ljava/net/URL;->openConnection()Ljava/net/URLConnection;
    move-result-object v0
    return-object v0
.end method`;

describe('cipher transformations', () => {
  it('reports ECB named or by default, with the value that reached Cipher.getInstance', () => {
    expect(evidence(cipherClass('AES'), 'code.crypto.ecb')[0]?.detail).toBe('const-string "AES" → Cipher.getInstance (no mode: the provider default is ECB)');
    expect(ids(cipherClass('AES/ECB/PKCS5Padding'))).toContain('code.crypto.ecb');
  });

  it('does not take "AES" held for a key spec as the cipher transformation (regression: the old rule matched any string of the class)', () => {
    const found = ids(cipherClass('AES/GCM/NoPadding'));
    expect(found).not.toContain('code.crypto.ecb');
    expect(found).not.toContain('code.crypto.cbc_padding');
  });

  it('reports RSA without OAEP once, not as ECB (regression), and not with OAEP', () => {
    for (const t of ['RSA', 'RSA/ECB/PKCS1Padding', 'RSA/NONE/NoPadding']) {
      const found = ids(cipherClass(t));
      expect(found, t).toContain('code.crypto.rsa_no_oaep');
      expect(found, t).not.toContain('code.crypto.ecb');
    }
    expect(ids(cipherClass('RSA/ECB/OAEPWithSHA-256AndMGF1Padding'))).not.toContain('code.crypto.rsa_no_oaep');
  });

  it('reports weak ciphers and digests by the value reaching the call', () => {
    expect(ids(cipherClass('DESede/CBC/PKCS5Padding'))).toContain('code.crypto.weak_cipher');
    expect(ids(cipherClass('AES/CTR/NoPadding'))).not.toContain('code.crypto.weak_cipher');
    const digest = (name: string): string =>
      klass(
        'Lcom/example/Digest;',
        `
.method public static md()Ljava/security/MessageDigest;
    .registers 1
    const-string v0, "${name}"
    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    return-object v0
.end method`,
      );
    expect(evidence(digest('MD5'), 'code.crypto.weak_hash')[0]).toEqual({
      file: 'classes.dex',
      location: 'Lcom/example/Digest;->md()Ljava/security/MessageDigest;',
      detail: 'const-string "MD5" → MessageDigest.getInstance',
    });
    expect(ids(digest('SHA-256'))).not.toContain('code.crypto.weak_hash');
  });

  it('grades CBC with PKCS#5 padding by whether the class does network I/O', () => {
    const local = ids(cipherClass('AES/CBC/PKCS5Padding'));
    expect(local).toContain('code.crypto.cbc_padding');
    expect(local).not.toContain('code.crypto.cbc_padding_oracle');
    const networked = ids(cipherClass('AES/CBC/PKCS5Padding', NETWORK_METHOD));
    expect(networked).toContain('code.crypto.cbc_padding_oracle');
    expect(networked).not.toContain('code.crypto.cbc_padding');
    expect(ids(cipherClass('AES/GCM/NoPadding', NETWORK_METHOD))).not.toContain('code.crypto.cbc_padding_oracle');
  });
});

/** A WebView set-up calling `setter` with a boolean constant. */
function webSetting(setter: string, value: 0 | 1): string {
  return klass(
    'Lcom/example/Web;',
    `
.method public setup(Landroid/webkit/WebView;)V
    .registers 4
    invoke-virtual {p1}, Landroid/webkit/WebView;->getSettings()Landroid/webkit/WebSettings;
    move-result-object v0
    const/4 v1, ${value}
    invoke-virtual {v0, v1}, Landroid/webkit/WebSettings;->${setter}(Z)V
    return-void
.end method`,
  );
}

describe('WebView settings', () => {
  it.each([
    ['setAllowFileAccess', 'code.webview.file_access'],
    ['setAllowUniversalAccessFromFileURLs', 'code.webview.universal_file_access'],
    ['setAllowFileAccessFromFileURLs', 'code.webview.file_url_access'],
    ['setJavaScriptEnabled', 'code.webview.javascript_enabled'],
  ])('reports %s(true) and not %s(false)', (setter, id) => {
    expect(evidence(webSetting(setter, 1), id)).toEqual([
      { file: 'classes.dex', location: 'Lcom/example/Web;->setup(Landroid/webkit/WebView;)V', detail: `WebSettings.${setter}(true)` },
    ]);
    // Regression for setJavaScriptEnabled: the old rule reported any call, false included.
    expect(ids(webSetting(setter, 0))).not.toContain(id);
  });
});

/** An activity loading into a WebView the URL `load` computes into v1. */
function loader(load: string): string {
  return klass(
    'Lcom/example/Browser;',
    `
.method public onCreate(Landroid/os/Bundle;)V
    .registers 5
${load}
    new-instance v0, Landroid/webkit/WebView;
    invoke-direct {v0, p0}, Landroid/webkit/WebView;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0, v1}, Landroid/webkit/WebView;->loadUrl(Ljava/lang/String;)V
    return-void
.end method`,
    '.super Landroid/app/Activity;',
  );
}

describe('WebView URLs from intents', () => {
  it('reports an Intent extra reaching loadUrl, also through a StringBuilder', () => {
    const extra = loader(`
    invoke-virtual {p0}, Lcom/example/Browser;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "url"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1`);
    expect(evidence(extra, 'code.webview.intent_url')).toEqual([
      { file: 'classes.dex', location: 'Lcom/example/Browser;->onCreate(Landroid/os/Bundle;)V', detail: 'Intent.getStringExtra("url") → WebView.loadUrl' },
    ]);
    const built = loader(`
    invoke-virtual {p0}, Lcom/example/Browser;->getIntent()Landroid/content/Intent;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Intent;->getData()Landroid/net/Uri;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "https://example.com/page?from="
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1`);
    expect(evidence(built, 'code.webview.intent_url')[0]?.detail).toBe('Intent.getData() → WebView.loadUrl');
  });

  it('does not report a constant URL', () => {
    expect(ids(loader('    const-string v1, "https://example.com/"'))).not.toContain('code.webview.intent_url');
  });
});

/** A WebView given a JavaScript interface, with JavaScript on or off. */
function bridge(javaScript: 0 | 1): string {
  return klass(
    'Lcom/example/Bridge;',
    `
.method public setup(Landroid/webkit/WebView;)V
    .registers 5
    invoke-virtual {p1}, Landroid/webkit/WebView;->getSettings()Landroid/webkit/WebSettings;
    move-result-object v0
    const/4 v1, ${javaScript}
    invoke-virtual {v0, v1}, Landroid/webkit/WebSettings;->setJavaScriptEnabled(Z)V
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    const-string v1, "native"
    invoke-virtual {p1, v0, v1}, Landroid/webkit/WebView;->addJavascriptInterface(Ljava/lang/Object;Ljava/lang/String;)V
    return-void
.end method`,
  );
}

describe('WebView JavaScript interfaces', () => {
  it('is high when the app runs on or targets API levels below 17, medium otherwise', () => {
    const old = scan(bridge(1), { minSdk: 15, targetSdk: 22 });
    expect(old.find((f) => f.id === 'code.webview.js_interface_reflection')).toMatchObject({
      level: 'high',
      evidence: [
        {
          location: 'Lcom/example/Bridge;->setup(Landroid/webkit/WebView;)V',
          detail: 'WebView.addJavascriptInterface(…, "native") with JavaScript enabled; minSdkVersion 15, targetSdkVersion 22',
        },
      ],
    });
    expect(old.map((f) => f.id)).not.toContain('code.webview.js_interface');
    const current = ids(bridge(1), { minSdk: 21, targetSdk: 34 });
    expect(current).toContain('code.webview.js_interface');
    expect(current).not.toContain('code.webview.js_interface_reflection');
  });

  it('is not reported when JavaScript stays off (regression: the old rule reported any call)', () => {
    const found = ids(bridge(0), { minSdk: 15, targetSdk: 15 });
    expect(found).not.toContain('code.webview.js_interface');
    expect(found).not.toContain('code.webview.js_interface_reflection');
  });
});

describe('certificate pinning in code', () => {
  const pinner = (cls: string): string =>
    klass(
      cls,
      `
.method public static pins()Lokhttp3/CertificatePinner;
    .registers 5
    new-instance v0, Lokhttp3/CertificatePinner$Builder;
    invoke-direct {v0}, Lokhttp3/CertificatePinner$Builder;-><init>()V
    const-string v1, "api.example.com"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    const-string v4, "sha256/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="
    aput-object v4, v2, v3
    invoke-virtual {v0, v1, v2}, Lokhttp3/CertificatePinner$Builder;->add(Ljava/lang/String;[Ljava/lang/String;)Lokhttp3/CertificatePinner$Builder;
    invoke-virtual {v0}, Lokhttp3/CertificatePinner$Builder;->build()Lokhttp3/CertificatePinner;
    move-result-object v0
    return-object v0
.end method`,
    );

  it("reports OkHttp's CertificatePinner called by the app, not by OkHttp itself", () => {
    expect(evidence(pinner('Lcom/example/Api;'), 'code.network.pinning')).toEqual([
      { file: 'classes.dex', location: 'Lcom/example/Api;->pins()Lokhttp3/CertificatePinner;', detail: 'CertificatePinner.Builder.add("api.example.com", …)' },
    ]);
    expect(ids(pinner('Lokhttp3/internal/Defaults;'))).not.toContain('code.network.pinning');
  });

  const trustManager = (check: string): string =>
    klass(
      'Lcom/example/PinningTrustManager;',
      `
.method public checkServerTrusted([Ljava/security/cert/X509Certificate;Ljava/lang/String;)V
    .registers 6
${check}
    return-void
.end method`,
      '.super Ljava/lang/Object;\n.implements Ljavax/net/ssl/X509TrustManager;',
    );

  it('reports a TrustManager comparing the public key, not one delegating to the system', () => {
    const comparing = trustManager(`
    const/4 v0, 0x0
    aget-object v0, p1, v0
    invoke-virtual {v0}, Ljava/security/cert/X509Certificate;->getPublicKey()Ljava/security/PublicKey;
    move-result-object v0
    invoke-interface {v0}, Ljava/security/PublicKey;->getEncoded()[B
    move-result-object v0
    const-string v1, "SHA-256"
    invoke-static {v1}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v0
    sget-object v1, Lcom/example/PinningTrustManager;->PIN:[B
    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v0
    if-nez v0, :ok
    new-instance v0, Ljava/security/cert/CertificateException;
    invoke-direct {v0}, Ljava/security/cert/CertificateException;-><init>()V
    throw v0
    :ok`);
    expect(evidence(comparing, 'code.network.pinning')[0]?.location).toBe(
      'Lcom/example/PinningTrustManager;->checkServerTrusted([Ljava/security/cert/X509Certificate;Ljava/lang/String;)V',
    );
    const delegating = trustManager(`
    sget-object v0, Lcom/example/PinningTrustManager;->SYSTEM:Ljavax/net/ssl/X509TrustManager;
    invoke-interface {v0, p1, p2}, Ljavax/net/ssl/X509TrustManager;->checkServerTrusted([Ljava/security/cert/X509Certificate;Ljava/lang/String;)V`);
    expect(ids(delegating)).not.toContain('code.network.pinning');
  });

  it('reports a TrustManagerFactory over a bundled keystore, not over the system one', () => {
    const factory = (keyStore: string): string =>
      klass(
        'Lcom/example/Tls;',
        `
.method public static factory(Landroid/content/Context;)Ljavax/net/ssl/TrustManagerFactory;
    .registers 5
${keyStore}
    const-string v1, "X509"
    invoke-static {v1}, Ljavax/net/ssl/TrustManagerFactory;->getInstance(Ljava/lang/String;)Ljavax/net/ssl/TrustManagerFactory;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljavax/net/ssl/TrustManagerFactory;->init(Ljava/security/KeyStore;)V
    return-object v1
.end method`,
      );
    const bundled = factory(`
    const-string v0, "BKS"
    invoke-static {v0}, Ljava/security/KeyStore;->getInstance(Ljava/lang/String;)Ljava/security/KeyStore;
    move-result-object v0
    invoke-virtual {p0}, Landroid/content/Context;->getResources()Landroid/content/res/Resources;
    move-result-object v1
    const v2, 0x7f0f0000
    invoke-virtual {v1, v2}, Landroid/content/res/Resources;->openRawResource(I)Ljava/io/InputStream;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Ljava/security/KeyStore;->load(Ljava/io/InputStream;[C)V`);
    expect(evidence(bundled, 'code.network.pinning')[0]).toEqual({
      file: 'classes.dex',
      location: 'Lcom/example/Tls;->factory(Landroid/content/Context;)Ljavax/net/ssl/TrustManagerFactory;',
      detail: 'TrustManagerFactory.init with a KeyStore loaded from a bundled resource',
    });
    expect(ids(factory('    const/4 v0, 0x0'))).not.toContain('code.network.pinning');
  });
});

describe('Frida detection', () => {
  const mapsScanner = (marker: string, file: string): string =>
    klass(
      'Lcom/example/Guard;',
      `
.method public static frida()Z
    .registers 5
    new-instance v0, Ljava/io/BufferedReader;
    new-instance v1, Ljava/io/FileReader;
    const-string v2, "${file}"
    invoke-direct {v1, v2}, Ljava/io/FileReader;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/BufferedReader;-><init>(Ljava/io/Reader;)V
    :loop
    invoke-virtual {v0}, Ljava/io/BufferedReader;->readLine()Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :done
    const-string v2, "${marker}"
    invoke-virtual {v1, v2}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z
    move-result v3
    if-eqz v3, :loop
    const/4 v0, 0x1
    return v0
    :done
    const/4 v0, 0x0
    return v0
.end method`,
    );

  it('reports Frida names looked for in /proc/self/maps, not other names or files', () => {
    expect(evidence(mapsScanner('frida-agent', '/proc/self/maps'), 'code.frida_detection')).toEqual([
      { file: 'classes.dex', location: 'Lcom/example/Guard;->frida()Z', detail: '"frida-agent" looked for with "/proc/self/maps"' },
    ]);
    expect(ids(mapsScanner('libc.so', '/proc/self/maps'))).not.toContain('code.frida_detection');
    expect(ids(mapsScanner('frida-agent', '/sdcard/notes.txt'))).not.toContain('code.frida_detection');
  });

  it("reports a connection to Frida's port 27042, not to another port", () => {
    const probe = (port: number): string =>
      klass(
        'Lcom/example/Probe;',
        `
.method public static probe()Ljava/net/InetSocketAddress;
    .registers 3
    new-instance v0, Ljava/net/InetSocketAddress;
    const-string v1, "127.0.0.1"
    const/16 v2, ${port}
    invoke-direct {v0, v1, v2}, Ljava/net/InetSocketAddress;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method`,
      );
    expect(evidence(probe(27042), 'code.frida_detection')[0]?.detail).toBe("const 0x69a2 → InetSocketAddress.<init> (Frida's default port)");
    expect(ids(probe(8080))).not.toContain('code.frida_detection');
  });
});

describe('tamper detection', () => {
  const signatureCheck = (packageName: string, flags: string): string =>
    klass(
      'Lcom/example/Integrity;',
      `
.method public static signature(Landroid/content/Context;)I
    .registers 4
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
${packageName}
    ${flags}
    invoke-virtual {v0, v1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v0
    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-virtual {v0}, Landroid/content/pm/Signature;->hashCode()I
    move-result v0
    return v0
.end method`,
    );
  const own = `    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1`;

  it("reports reading the app's own signature with GET_SIGNATURES or GET_SIGNING_CERTIFICATES", () => {
    expect(evidence(signatureCheck(own, 'const/16 v2, 0x40'), 'code.tamper_detection')).toEqual([
      {
        file: 'classes.dex',
        location: 'Lcom/example/Integrity;->signature(Landroid/content/Context;)I',
        detail: 'PackageManager.getPackageInfo(GET_SIGNATURES / GET_SIGNING_CERTIFICATES) → signature bytes or digest',
      },
    ]);
    expect(ids(signatureCheck(own, 'const/high16 v2, 0x8000000'))).toContain('code.tamper_detection');
  });

  it("does not report another package's signature, nor package info without signatures", () => {
    expect(ids(signatureCheck('    const-string v1, "com.google.android.gms"', 'const/16 v2, 0x40'))).not.toContain('code.tamper_detection');
    expect(ids(signatureCheck(own, 'const/4 v2, 0x0'))).not.toContain('code.tamper_detection');
  });

  it('reports an installer check against a store, and a CRC check of classes.dex', () => {
    const installer = (compared: string): string =>
      klass(
        'Lcom/example/Store;',
        `
.method public static fromStore(Landroid/content/Context;)Z
    .registers 3
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getInstallerPackageName(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "${compared}"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method`,
      );
    expect(evidence(installer('com.android.vending'), 'code.tamper_detection')[0]?.detail).toBe('installer package compared with "com.android.vending"');
    expect(ids(installer('unknown'))).not.toContain('code.tamper_detection');
    const crc = (entry: string): string =>
      klass(
        'Lcom/example/Crc;',
        `
.method public static crc(Ljava/lang/String;)J
    .registers 3
    new-instance v0, Ljava/util/zip/ZipFile;
    invoke-direct {v0, p0}, Ljava/util/zip/ZipFile;-><init>(Ljava/lang/String;)V
    const-string v1, "${entry}"
    invoke-virtual {v0, v1}, Ljava/util/zip/ZipFile;->getEntry(Ljava/lang/String;)Ljava/util/zip/ZipEntry;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/zip/ZipEntry;->getCrc()J
    move-result-wide v0
    return-wide v0
.end method`,
      );
    expect(evidence(crc('classes.dex'), 'code.tamper_detection')[0]).toEqual({
      file: 'classes.dex',
      location: 'Lcom/example/Crc;->crc(Ljava/lang/String;)J',
      detail: 'ZipEntry.getCrc of "classes.dex"',
    });
    expect(ids(crc('assets/data.bin'))).not.toContain('code.tamper_detection');
  });
});

describe('debuggable checks', () => {
  const flagCheck = (returns: string, mask: number): string =>
    klass(
      'Lcom/example/Debug;',
      `
.method public static check(Landroid/content/Context;)${returns}
    .registers 2
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationInfo()Landroid/content/pm/ApplicationInfo;
    move-result-object v0
    iget v0, v0, Landroid/content/pm/ApplicationInfo;->flags:I
    and-int/lit8 v0, v0, ${mask}
    ${returns === 'Z' ? 'return v0' : 'return-void'}
.end method`,
    );

  it('reports a yes/no check of FLAG_DEBUGGABLE as debugger detection', () => {
    expect(evidence(flagCheck('Z', 2), 'code.debugger_detection')).toEqual([
      { file: 'classes.dex', location: 'Lcom/example/Debug;->check(Landroid/content/Context;)Z', detail: 'ApplicationInfo.flags & FLAG_DEBUGGABLE' },
    ]);
  });

  it('does not report another flag, nor a set-up method switching debug features on', () => {
    expect(ids(flagCheck('Z', 1))).not.toContain('code.debugger_detection');
    expect(ids(flagCheck('V', 2))).not.toContain('code.debugger_detection');
  });
});

/** `dex` with `copies` more class_defs, copies of its first one (edited by `edit`), at its end. */
function withClassDefCopies(dex: Buffer, copies: number, edit: (def: Buffer, end: number) => void = () => {}): Buffer {
  const def = Buffer.from(dex.subarray(dex.readUInt32LE(0x64), dex.readUInt32LE(0x64) + 32));
  edit(def, dex.length);
  const out = Buffer.concat([dex, ...Array.from({ length: copies }, () => def)]);
  out.writeUInt32LE(copies, 0x60);
  out.writeUInt32LE(dex.length, 0x64);
  return out;
}

describe('hostile code', () => {
  const dexOf = (smali: string): Buffer => Buffer.from(writeDex({ version: 35, classes: assemble(smali), callSites: [] }));

  it('stops reading class data and code shared by thousands of class definitions', () => {
    const long = klass(
      'Lcom/example/Long;',
      `.method public static run()V\n    .registers 1\n    const-string v0, "start"\n${'    const/4 v0, 0x1\n'.repeat(4000)}    return-void\n.end method`,
    );
    const one = dexOf(long);
    const parsed = parseDex('classes.dex', withClassDefCopies(one, 5000));
    expect(parsed.classes).toHaveLength(5000);
    expect(parsed.anomalies).toContain('more class data and code than the file can hold (shared or garbage items): the rest was not read');
    // What the file itself holds is still read; the copies past the limit are not.
    expect(parsed.classes[0].constStrings).toHaveLength(1);
    expect(parsed.classes[4999].constStrings).toHaveLength(0);
  });

  it('reads no more interfaces than the file has types', () => {
    const one = dexOf(XOR_ROUTINE);
    // Interfaces at the end of the file: a type list declaring 65 535 entries, all type 0.
    const list = Buffer.alloc(4 + 2 * 0xffff);
    list.writeUInt32LE(0xffff, 0);
    const dex = withClassDefCopies(Buffer.concat([one, list]), 1, (def, end) => def.writeUInt32LE(end - list.length, 12));
    const parsed = parseDex('classes.dex', dex);
    expect(parsed.classes[0].interfaces.length).toBeLessThanOrEqual(parsed.types.length);
  });

  it('survives damaged code items without throwing or hanging', () => {
    const smali = [XOR_ROUTINE, ENCRYPT_WITH_KEY('    const-string v1, "k"\n    invoke-virtual {v1}, Ljava/lang/String;->getBytes()[B\n    move-result-object v1'), bridge(1)].join(
      '\n',
    );
    const clean = Buffer.from(writeDex({ version: 35, classes: assemble(smali), callSites: [] }));
    let seed = 17;
    const rnd = (): number => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32) * 0.999;
    for (let round = 0; round < 300; round++) {
      const bytes = Buffer.from(clean);
      // Damage the data section (code items, payloads, class data), not the header's tables.
      for (let i = 0; i < 6; i++) bytes[0x70 + Math.floor(rnd() * (bytes.length - 0x70))] = Math.floor(rnd() * 256);
      const out = new FindingCollector();
      applyDexRules([parseDex('classes.dex', bytes)], out, MODERN);
      out.toFindings('en');
    }
  });
});

const FIXTURES = new Set(readFixtureManifest().map((f) => f.file));
const withFixture = (file: string) => (FIXTURES.has(file) ? describe : describe.skip);

function fixtureFindings(file: string): Map<string, Finding> {
  return new Map(scanFile(fixturePath(file)).findings.map((f) => [f.id, f]));
}

withFixture('insecurebankv2-InsecureBankv2.apk')('InsecureBankv2', () => {
  const findings = fixtureFindings('insecurebankv2-InsecureBankv2.apk');

  it('finds the hard-coded AES key and IV of CryptoClass, from the method that uses them', () => {
    const encrypt = 'Lcom/android/insecurebankv2/CryptoClass;->aesEncryptedString(Ljava/lang/String;)Ljava/lang/String;';
    expect(findings.get('code.crypto.hardcoded_key')?.evidence).toContainEqual({
      file: 'classes.dex',
      location: encrypt,
      detail:
        'const-string "This is the super secret key 123" → CryptoClass.key → String.getBytes → Lcom/android/insecurebankv2/CryptoClass;->aes256encrypt([B[B[B)[B → SecretKeySpec.<init>',
    });
    expect(findings.get('code.crypto.static_iv')?.evidence).toContainEqual({
      file: 'classes.dex',
      location: encrypt,
      detail:
        'fill-array-data byte[16] {00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00} → CryptoClass.ivBytes → Lcom/android/insecurebankv2/CryptoClass;->aes256encrypt([B[B[B)[B → IvParameterSpec.<init>',
    });
  });

  it('sees CBC in CryptoClass, not ECB (the "AES" of its SecretKeySpec is no transformation)', () => {
    expect(findings.get('code.crypto.cbc_padding')?.evidence.map((e) => e.location)).toContain('Lcom/android/insecurebankv2/CryptoClass;->aes256encrypt([B[B[B)[B');
    expect((findings.get('code.crypto.ecb')?.evidence ?? []).filter((e) => e.location?.includes('insecurebankv2'))).toEqual([]);
  });

  it('finds the statement page loaded from an Intent extra, with JavaScript on', () => {
    expect(findings.get('code.webview.intent_url')?.evidence).toEqual([
      { file: 'classes.dex', location: 'Lcom/android/insecurebankv2/ViewStatement;->onCreate(Landroid/os/Bundle;)V', detail: 'Intent.getStringExtra("uname") → WebView.loadUrl' },
    ]);
    expect(findings.get('code.webview.javascript_enabled')?.evidence.map((e) => e.location)).toContain(
      'Lcom/android/insecurebankv2/ViewStatement;->onCreate(Landroid/os/Bundle;)V',
    );
  });
});

withFixture('mastg-UnCrackable-Level1.apk')('UnCrackable Level 1', () => {
  const findings = fixtureFindings('mastg-UnCrackable-Level1.apk');

  it('finds the AES key decoded from a hex string and given to the decryption routine', () => {
    expect(findings.get('code.crypto.hardcoded_key')?.evidence).toEqual([
      {
        file: 'classes.dex',
        location: 'Lsg/vantagepoint/uncrackable1/a;->a(Ljava/lang/String;)Z',
        detail:
          'const-string "8d127684cbc37c17616d806cf50473cc" → Lsg/vantagepoint/uncrackable1/a;->b(Ljava/lang/String;)[B → Lsg/vantagepoint/a/a;->a([B[B)[B → SecretKeySpec.<init>',
      },
    ]);
    expect(findings.get('code.crypto.ecb')?.evidence[0]?.location).toBe('Lsg/vantagepoint/a/a;->a([B[B)[B');
  });

  it('finds the root checks and the debuggable check', () => {
    expect(findings.get('code.root_detection')?.level).toBe('secure');
    expect(findings.get('code.debugger_detection')?.evidence).toContainEqual({
      file: 'classes.dex',
      location: 'Lsg/vantagepoint/a/b;->a(Landroid/content/Context;)Z',
      detail: 'ApplicationInfo.flags & FLAG_DEBUGGABLE',
    });
  });
});

withFixture('mastg-UnCrackable-Level3.apk')('UnCrackable Level 3', () => {
  const findings = fixtureFindings('mastg-UnCrackable-Level3.apk');

  it('finds the CRC check of classes.dex and the native anti-Frida library', () => {
    expect(findings.get('code.tamper_detection')?.evidence).toEqual([
      { file: 'classes.dex', location: 'Lsg/vantagepoint/uncrackable3/MainActivity;->verifyLibs()V', detail: 'ZipEntry.getCrc of "classes.dex"' },
    ]);
    // Frida is looked for in libfoo.so, not in the DEX: reported by the native library rules.
    expect(findings.get('anti_analysis.native_instrumentation_detection')?.evidence.map((e) => e.file)).toContainEqual(expect.stringMatching(/libfoo\.so$/));
    expect(findings.has('code.frida_detection')).toBe(false);
  });
});
