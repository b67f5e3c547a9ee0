import { forEachCodeItem, INSN_WIDTH, isMethodInvoke, payloadUnits } from './dex-code.js';
import type { DexClass, DexMethodRef } from './dex.js';

/**
 * The light data-flow pass of the analysis DEX reader (dex.ts), behind the code rules.
 *
 * The reader's single walk over every method records, per method, a bit set of what its code
 * holds ({@link SEEN}): constants, XOR, array writes, and calls of interest looked up in
 * {@link CodeFlow.methodBits}. Only the few methods whose bits call for it are walked again here,
 * following per register which value it holds: a const-string, a number, a constant array
 * (`new-array` of constant size, `fill-array-data`, `aput` of constants), a parameter, data read
 * from an Intent, or a value derived from one of these by a known transform (`String.getBytes`,
 * `Base64.decode` …) or by an app's static method called only with constants. Values reaching a
 * sink (a key spec, a cipher transformation, a WebView setting …) become {@link FlowFact}s naming
 * the class, the method and what reached what. A parameter reaching a sink makes its method a
 * wrapper, and callers passing constants to a wrapper are found in a later round; fields written
 * with constants in constructors carry those constants to readers in other methods.
 *
 * The walk is linear (branches are not followed): a register holds the last value written before
 * the call in code order. All work is bounded: values per method, rounds, walk work and facts
 * per file.
 */

// ---------------------------------------------------------------------------------------------
// What a method holds

/** Bits of what one method's code holds, gathered by the analysis walk. */
export const SEEN = {
  /** A file/preferences API opened world-readable or -writeable (dex.ts's own check). */
  WORLD: 1 << 0,
  /** const-string, new-array or fill-array-data. */
  CONST: 1 << 1,
  XOR: 1 << 2,
  /** aput of a primitive. */
  APUT: 1 << 3,
  /** iput-object or sput-object. */
  FIELD_PUT: 1 << 4,
  /** Calls a method of a class defined in the same DEX. */
  APP_CALL: 1 << 5,
  /** Calls a sink of the flow pass. */
  SINK: 1 << 6,
  /** StringBuilder.append or String.charAt, the string form of an XOR loop. */
  XOR_HELPER: 1 << 7,
  PIN_CERTIFICATE: 1 << 8,
  PIN_COMPARE: 1 << 9,
  TRUST_MANAGER_INIT: 1 << 10,
  KEYSTORE_LOAD: 1 << 11,
  RESOURCE_STREAM: 1 << 12,
  SIGNATURE_USE: 1 << 13,
  INSTALLER: 1 << 14,
  ZIP_CRC: 1 << 15,
  PROC_MAPS: 1 << 16,
  STORE_PACKAGE: 1 << 17,
  DEX_NAME: 1 << 18,
  NETWORK: 1 << 19,
  /** getPackageInfo with GET_SIGNATURES / GET_SIGNING_CERTIFICATES (set by the flow walk). */
  SIGNATURE_FLAGS: 1 << 20,
} as const;

/** Bits an opcode alone sets. */
export const OP_SEEN = buildOpSeen();

function buildOpSeen(): Uint32Array {
  const t = new Uint32Array(256);
  const set = (from: number, to: number, bits: number): void => {
    for (let i = from; i <= to; i++) t[i] |= bits;
  };
  set(0x1a, 0x1b, SEEN.CONST);
  set(0x23, 0x23, SEEN.CONST);
  set(0x26, 0x26, SEEN.CONST);
  for (const op of [0x97, 0xa2, 0xb7, 0xc2, 0xd7, 0xdf]) t[op] |= SEEN.XOR;
  set(0x4b, 0x51, SEEN.APUT);
  t[0x4c] &= ~SEEN.APUT;
  t[0x4d] &= ~SEEN.APUT;
  // Only objects: keys, IVs and algorithm names are strings and arrays.
  t[0x5b] |= SEEN.FIELD_PUT;
  t[0x69] |= SEEN.FIELD_PUT;
  return t;
}

/** Bits kept per class for the combination checks (resilience, network use). */
const CLASS_BITS =
  SEEN.TRUST_MANAGER_INIT |
  SEEN.KEYSTORE_LOAD |
  SEEN.RESOURCE_STREAM |
  SEEN.SIGNATURE_USE |
  SEEN.INSTALLER |
  SEEN.ZIP_CRC |
  SEEN.PROC_MAPS |
  SEEN.STORE_PACKAGE |
  SEEN.DEX_NAME |
  SEEN.NETWORK |
  SEEN.SIGNATURE_FLAGS;

/** Bits whose first method is remembered, to name it in evidence. */
const NAMED_BITS = [SEEN.PROC_MAPS, SEEN.SIGNATURE_FLAGS, SEEN.INSTALLER, SEEN.ZIP_CRC, SEEN.TRUST_MANAGER_INIT];

// ---------------------------------------------------------------------------------------------
// APIs

type SinkKind = 'key' | 'iv' | 'algorithm' | 'setting' | 'load-url' | 'js-bridge' | 'package-flags' | 'port' | 'pinner';

/** What the flow pass does at a call of an API. */
interface ApiSpec {
  /** The value in argument slot `slot` (0 is the receiver of an instance call) reaches a sink. */
  sink?: SinkKind;
  slot?: number;
  /** The result (or, for a constructor, the new object) derives from the value in `derive`. */
  derive?: number;
  /** The result is data an Intent carries, or the app's own package name. */
  source?: 'intent' | 'own-package';
  /** SEEN bits the call sets (SINK is added for sinks). */
  bits?: number;
}

const API_SPECS: [key: string, spec: ApiSpec][] = [
  // Keys, IVs and algorithms.
  ['Ljavax/crypto/spec/SecretKeySpec;-><init>', { sink: 'key', slot: 1 }],
  ['Ljavax/crypto/spec/PBEKeySpec;-><init>', { sink: 'key', slot: 1 }],
  ['Ljavax/crypto/spec/DESKeySpec;-><init>', { sink: 'key', slot: 1 }],
  ['Ljavax/crypto/spec/DESedeKeySpec;-><init>', { sink: 'key', slot: 1 }],
  ['Ljavax/crypto/spec/IvParameterSpec;-><init>', { sink: 'iv', slot: 1 }],
  ['Ljavax/crypto/spec/GCMParameterSpec;-><init>', { sink: 'iv', slot: 2 }],
  ['Ljavax/crypto/Cipher;->getInstance', { sink: 'algorithm', slot: 0 }],
  ['Ljavax/crypto/SecretKeyFactory;->getInstance', { sink: 'algorithm', slot: 0 }],
  ['Ljavax/crypto/KeyGenerator;->getInstance', { sink: 'algorithm', slot: 0 }],
  ['Ljava/security/MessageDigest;->getInstance', { sink: 'algorithm', slot: 0, bits: SEEN.PIN_COMPARE }],
  // WebView.
  ['Landroid/webkit/WebSettings;->setAllowFileAccess', { sink: 'setting', slot: 1 }],
  ['Landroid/webkit/WebSettings;->setAllowUniversalAccessFromFileURLs', { sink: 'setting', slot: 1 }],
  ['Landroid/webkit/WebSettings;->setAllowFileAccessFromFileURLs', { sink: 'setting', slot: 1 }],
  ['Landroid/webkit/WebSettings;->setJavaScriptEnabled', { sink: 'setting', slot: 1 }],
  ['Landroid/webkit/WebView;->loadUrl', { sink: 'load-url', slot: 1 }],
  ['Landroid/webkit/WebView;->addJavascriptInterface', { sink: 'js-bridge' }],
  ['Landroid/content/Intent;->getStringExtra', { source: 'intent' }],
  ['Landroid/content/Intent;->getCharSequenceExtra', { source: 'intent' }],
  ['Landroid/content/Intent;->getData', { source: 'intent' }],
  ['Landroid/content/Intent;->getDataString', { source: 'intent' }],
  ['Landroid/content/Intent;->getExtras', { source: 'intent' }],
  // Transforms that keep a constant constant.
  ['Ljava/lang/String;->getBytes', { derive: 0 }],
  ['Ljava/lang/String;->toCharArray', { derive: 0 }],
  ['Ljava/lang/String;->trim', { derive: 0 }],
  ['Ljava/lang/String;->substring', { derive: 0 }],
  ['Ljava/lang/String;->valueOf', { derive: 0 }],
  ['Ljava/lang/String;-><init>', { derive: 1 }],
  ['Ljava/lang/String;->charAt', { bits: SEEN.XOR_HELPER }],
  ['Ljava/lang/StringBuilder;->append', { bits: SEEN.XOR_HELPER }],
  ['Landroid/util/Base64;->decode', { derive: 0 }],
  ['Ljava/util/Base64$Decoder;->decode', { derive: 1 }],
  ['Lorg/apache/commons/codec/binary/Hex;->decodeHex', { derive: 0 }],
  ['Lorg/apache/commons/codec/binary/Base64;->decodeBase64', { derive: 0 }],
  ['Ljavax/xml/bind/DatatypeConverter;->parseHexBinary', { derive: 0 }],
  ['Ljavax/xml/bind/DatatypeConverter;->parseBase64Binary', { derive: 0 }],
  ['Ljava/math/BigInteger;-><init>', { derive: 1 }],
  ['Ljava/math/BigInteger;->toByteArray', { derive: 0 }],
  ['Ljava/util/Arrays;->copyOf', { derive: 0 }],
  ['Ljava/util/Arrays;->copyOfRange', { derive: 0 }],
  ['Ljava/security/MessageDigest;->digest', { derive: 1, bits: SEEN.PIN_COMPARE | SEEN.SIGNATURE_USE }],
  ['Landroid/content/pm/PackageManager$PackageInfoFlags;->of', { derive: 0 }],
  // Certificate pinning.
  ['Lokhttp3/CertificatePinner$Builder;->add', { sink: 'pinner' }],
  ['Ljava/security/cert/Certificate;->getPublicKey', { bits: SEEN.PIN_CERTIFICATE }],
  ['Ljava/security/cert/X509Certificate;->getPublicKey', { bits: SEEN.PIN_CERTIFICATE }],
  ['Ljava/security/cert/Certificate;->getEncoded', { bits: SEEN.PIN_CERTIFICATE }],
  ['Ljava/security/cert/X509Certificate;->getEncoded', { bits: SEEN.PIN_CERTIFICATE }],
  ['Ljava/security/PublicKey;->getEncoded', { bits: SEEN.PIN_CERTIFICATE }],
  ['Ljava/util/Arrays;->equals', { bits: SEEN.PIN_COMPARE }],
  ['Ljava/security/MessageDigest;->isEqual', { bits: SEEN.PIN_COMPARE }],
  ['Ljavax/net/ssl/TrustManagerFactory;->init', { bits: SEEN.TRUST_MANAGER_INIT }],
  ['Ljava/security/KeyStore;->load', { bits: SEEN.KEYSTORE_LOAD }],
  ['Landroid/content/res/Resources;->openRawResource', { bits: SEEN.RESOURCE_STREAM }],
  ['Landroid/content/res/AssetManager;->open', { bits: SEEN.RESOURCE_STREAM }],
  // Tamper and Frida detection (`*` matches any class: Context and all its subclasses).
  ['*->getPackageName', { source: 'own-package' }],
  ['Landroid/content/pm/PackageManager;->getPackageInfo', { sink: 'package-flags', slot: 2 }],
  ['Landroid/content/pm/Signature;->toByteArray', { bits: SEEN.SIGNATURE_USE }],
  ['Landroid/content/pm/Signature;->hashCode', { bits: SEEN.SIGNATURE_USE }],
  ['Landroid/content/pm/Signature;->toCharsString', { bits: SEEN.SIGNATURE_USE }],
  ['Landroid/content/pm/SigningInfo;->getApkContentsSigners', { bits: SEEN.SIGNATURE_USE }],
  ['Landroid/content/pm/SigningInfo;->getSigningCertificateHistory', { bits: SEEN.SIGNATURE_USE }],
  ['Landroid/content/pm/PackageManager;->getInstallerPackageName', { bits: SEEN.INSTALLER }],
  ['Landroid/content/pm/PackageManager;->getInstallSourceInfo', { bits: SEEN.INSTALLER }],
  ['Ljava/util/zip/ZipEntry;->getCrc', { bits: SEEN.ZIP_CRC }],
  ['Ljava/net/InetSocketAddress;-><init>', { sink: 'port', slot: 1 }],
  ['Ljava/net/Socket;-><init>', { sink: 'port', slot: 1 }],
  // Network I/O (grades CBC padding).
  ['Ljava/net/URL;->openConnection', { bits: SEEN.NETWORK }],
  ['Ljava/net/URL;->openStream', { bits: SEEN.NETWORK }],
  ['Ljava/net/HttpURLConnection;->getOutputStream', { bits: SEEN.NETWORK }],
  ['Ljava/net/HttpURLConnection;->getInputStream', { bits: SEEN.NETWORK }],
  ['Ljava/net/Socket;->getOutputStream', { bits: SEEN.NETWORK }],
  ['Lokhttp3/OkHttpClient;->newCall', { bits: SEEN.NETWORK }],
  ['Lorg/apache/http/client/HttpClient;->execute', { bits: SEEN.NETWORK }],
  ['Lorg/apache/http/impl/client/DefaultHttpClient;->execute', { bits: SEEN.NETWORK }],
  ['Lcom/android/volley/RequestQueue;->add', { bits: SEEN.NETWORK }],
];

/** Index into API_SPECS by class descriptor, then method name. */
const API_INDEX: ReadonlyMap<string, ReadonlyMap<string, number>> = (() => {
  const byClass = new Map<string, Map<string, number>>();
  API_SPECS.forEach(([key], i) => {
    const [cls, name] = key.split('->');
    let names = byClass.get(cls);
    if (!names) byClass.set(cls, (names = new Map()));
    names.set(name, i);
  });
  return byClass;
})();

/**
 * Constant strings that matter to the combination checks, by the prefix that finds them in the
 * string table (sorted, so a binary search) and the test each string of that range must pass.
 */
const MARKED_STRINGS: { prefix: string; accept: RegExp; mark: number }[] = [
  { prefix: '/proc/', accept: /^\/proc\/(?:self|%d|\d+)\/(?:maps|task)\b/, mark: 1 },
  { prefix: '/maps', accept: /^\/maps$/, mark: 1 },
  { prefix: 'com.android.vending', accept: /^com\.android\.vending$/, mark: 2 },
  { prefix: 'com.google.android.feedback', accept: /^com\.google\.android\.feedback$/, mark: 2 },
  { prefix: 'com.amazon.venezia', accept: /^com\.amazon\.venezia$/, mark: 2 },
  { prefix: 'com.huawei.appmarket', accept: /^com\.huawei\.appmarket$/, mark: 2 },
  { prefix: 'classes', accept: /^classes\d*\.dex$/, mark: 4 },
];
/** SEEN bits of each mark (1 /proc maps, 2 store package, 4 DEX name) and their unions. */
const MARK_BITS = Array.from({ length: 8 }, (_, m) => (m & 1 ? SEEN.PROC_MAPS : 0) | (m & 2 ? SEEN.STORE_PACKAGE : 0) | (m & 4 ? SEEN.DEX_NAME : 0));
/** Strings of one prefix looked at, at most: a hostile table may hold millions. */
const MAX_PREFIX_RANGE = 4096;
/** Frida's names: its agent and gadget, its threads, its injector. */
const FRIDA_MARKER = /frida|^gum-js-loop$|^gmain$|^linjector$/i;

/** Frida's default listening port. */
const FRIDA_PORT = 27042;
const GET_SIGNATURES = 0x40;
const FLAG_DEBUGGABLE = 0x2;
const GET_SIGNING_CERTIFICATES = 0x8000000;

/** Classes shown by simple name in evidence: platform and well-known library APIs. */
const PLATFORM_CLASS = /^L(?:java|javax|android|androidx|dalvik|kotlin|okhttp3|org\/apache)\//;
/** Constructors and class initialisers: where field initialisers run. */
const CONSTRUCTORS = new Set(['<init>', '<clinit>']);
/** Return types of a method whose result can be "the data" of an XOR routine. */
const DATA_RETURN = new Set(['[B', '[C', 'Ljava/lang/String;']);

// ---------------------------------------------------------------------------------------------
// Facts

/** Kinds of {@link FlowFact}. */
export type FlowFactKind = 'algorithm' | 'key' | 'iv' | 'xor' | 'webview-setting' | 'js-bridge' | 'intent-url' | 'pinning' | 'frida' | 'tamper' | 'debuggable-check';

/** One thing the flow pass saw, at one method. */
export interface FlowFact {
  kind: FlowFactKind;
  /** Descriptor of the class holding the code. */
  cls: string;
  /** The method, `Lpkg/Cls;->name(params)return`. */
  method: string;
  /** The API reached (`Ljavax/crypto/Cipher;->getInstance`), where one was. */
  api?: string;
  /** The constant at the API: a transformation, or `true`/`false`/`unknown` for a setting. */
  value?: string;
  /** What reached what, e.g. `const-string "AES" → Cipher.getInstance`. */
  detail: string;
  /** For an algorithm: the class also does network I/O. */
  network?: boolean;
}

const MAX_FACTS = 2000;
const MAX_VALUES = 4096;
const MAX_CHAIN = 12;
const MAX_ROUNDS = 3;
const MAX_SUMMARIES = 4096;
const MAX_SHOWN = 48;
/** Registers cleared plus code units followed, over all walks of one file. */
const MAX_WALK_WORK = 64 * 1024 * 1024;
const LOCAL_FIELDS = 32;

// Value kinds.
const K_STR = 1;
const K_NUM = 2;
const K_ARRAY = 3;
const K_DERIVED = 4;
const K_FIELD = 5;
const K_PARAM = 6;
const K_INTENT = 7;
const K_OWN_PACKAGE = 8;

// Value flags.
const F_DIRTY = 1;
const F_FILLED = 2;
const F_ELEMENTS = 4;

// Register marks of the XOR check, and of ApplicationInfo.flags.
const R_ELEMENT = 1;
const R_XORED = 2;
const R_APP_FLAGS = 4;

// Phases of a candidate method.
const P_CALLER = 0;
const P_SINKS = 1;
const P_CONSTRUCTOR = 2;

/** A method whose parameter reaches a sink: callers passing constants there are reported. */
interface Summary {
  slot: number;
  sink: SinkKind;
  /** Method id of the sink API. */
  api: number;
  /** What happens from the parameter on, e.g. ` → String.getBytes → SecretKeySpec.<init>`. */
  tail: string;
  round: number;
}

/** A field written with a constant in a constructor. */
interface FieldConstant {
  description: string;
  /** String index when the constant is a plain const-string. */
  string: number;
}

/**
 * The flow pass over one DEX file. dex.ts calls {@link noteMethod} after its walk of each method
 * and {@link finish} at the end.
 */
export class CodeFlow {
  /** Per method id: the SEEN bits a call to it sets. */
  readonly methodBits: Uint32Array;
  /** Field id of `ApplicationInfo.flags` (-1 if the file has none): reading it calls for a walk. */
  readonly appFlagsField: number;
  private readonly apiOf: Int16Array;
  /** Per string id: the MARKED_STRINGS mark of a string the combination checks need. */
  private readonly stringMarks: Uint8Array;
  private readonly methodOff: number;
  private readonly classOff: number;
  private readonly protoOff: number;
  private readonly protoCount: number;
  private readonly fieldOff: number;
  private readonly fieldCount: number;

  private readonly facts: FlowFact[] = [];
  private candidates = new Int32Array(256);
  private candidateCount = 0;
  private readonly classBits: Uint32Array;
  private readonly namedMethods = new Map<number, number>();
  private readonly summaries = new Map<number, Summary[]>();
  private summaryCount = 0;
  private readonly fieldConstants = new Map<number, FieldConstant | null>();
  private readonly signatures = new Map<number, string>();

  // Per-walk state, reused.
  private regs = new Int32Array(256);
  private marks = new Uint8Array(256);
  // The values of one walk, by id (0 is "unknown"). `ref` is the string index, number, type index
  // (arrays; -1 unknown), field index, parameter slot or Intent getter; `parent` the value a
  // derived value comes from, an array's length or an Intent extra's key; `via` the transform's
  // method id or the byte offset of an array's fill-array-data payload.
  private readonly kind = new Uint8Array(MAX_VALUES);
  private readonly ref = new Int32Array(MAX_VALUES);
  private readonly parent = new Int32Array(MAX_VALUES);
  private readonly via = new Int32Array(MAX_VALUES);
  private readonly flags = new Uint8Array(MAX_VALUES);
  private valueCount = 1;
  /** Mark of the value the last call returns (R_ELEMENT for String.charAt). */
  private resultMark = 0;
  /** The last call appended an XORed element to a string. */
  private xorWrite = false;
  private readonly args = new Int32Array(256);
  private readonly localFieldIds = new Int32Array(LOCAL_FIELDS);
  private readonly localFieldValues = new Int32Array(LOCAL_FIELDS);
  private localFieldCount = 0;
  private cls!: DexClass;
  private classIndex = 0;
  private methodIdx = 0;
  private phase = P_CALLER;
  private round = 0;
  private work = 0;

  constructor(
    private readonly buf: Buffer,
    private readonly strings: string[],
    private readonly types: string[],
    private readonly refs: DexMethodRef[],
    classDescriptors: { count: number; off: number },
  ) {
    const n = refs.length;
    this.methodBits = new Uint32Array(n);
    this.apiOf = new Int16Array(n).fill(-1);
    this.classBits = new Uint32Array(classDescriptors.count);
    this.classOff = classDescriptors.off;
    this.methodOff = buf.readUInt32LE(0x5c);
    this.protoCount = this.headerCount(0x48, 12);
    this.protoOff = buf.readUInt32LE(0x4c);
    this.fieldCount = this.headerCount(0x50, 8);
    this.fieldOff = buf.readUInt32LE(0x54);
    this.appFlagsField = this.fieldId('Landroid/content/pm/ApplicationInfo;', 'flags');
    this.stringMarks = this.markStrings();
    // Per type, then per method: most methods belong to classes with no API of interest.
    const classFlags = new Uint8Array(types.length);
    for (let i = 0; i < classDescriptors.count; i++) {
      const t = buf.readUInt32LE(classDescriptors.off + i * 32);
      if (t < classFlags.length) classFlags[t] = 1;
    }
    const apis = new Map<number, ReadonlyMap<string, number>>();
    types.forEach((t, i) => {
      const names = API_INDEX.get(t);
      if (names) apis.set(i, names);
    });
    const anyClass = API_INDEX.get('*');
    for (let i = 0; i < n; i++) {
      const type = buf.readUInt16LE(this.methodOff + i * 8);
      if (classFlags[type]) this.methodBits[i] = SEEN.APP_CALL;
      const name = refs[i].name;
      const api = apis.get(type)?.get(name) ?? anyClass?.get(name);
      if (api !== undefined) {
        this.apiOf[i] = api;
        const spec = API_SPECS[api][1];
        this.methodBits[i] |= (spec.bits ?? 0) | (spec.sink ? SEEN.SINK : 0);
      }
    }
  }

  /** Marks the strings of MARKED_STRINGS, found by binary search of the sorted string table. */
  private markStrings(): Uint8Array {
    const marks = new Uint8Array(this.strings.length);
    for (const { prefix, accept, mark } of MARKED_STRINGS) {
      const start = lowerBound(this.strings, prefix);
      const end = Math.min(this.strings.length, start + MAX_PREFIX_RANGE);
      for (let i = start; i < end && this.strings[i].startsWith(prefix); i++) {
        if (accept.test(this.strings[i])) marks[i] |= mark;
      }
    }
    return marks;
  }

  /** The id of a field by class and name, or -1. */
  private fieldId(className: string, name: string): number {
    // Type ids are sorted by descriptor.
    const type = lowerBound(this.types, className);
    if (this.types[type] !== className) return -1;
    for (let i = 0; i < this.fieldCount; i++) {
      const o = this.fieldOff + i * 8;
      if (this.buf.readUInt16LE(o) === type && this.strings[this.buf.readUInt32LE(o + 4)] === name) return i;
    }
    return -1;
  }

  /** Entries of a header table that fit in the file. */
  private headerCount(sizeOff: number, itemSize: number): number {
    const size = this.buf.readUInt32LE(sizeOff);
    const off = this.buf.readUInt32LE(sizeOff + 4);
    return off > this.buf.length ? 0 : Math.min(size, Math.floor((this.buf.length - off) / itemSize));
  }

  /** SEEN bits of a const-string. */
  stringBits(index: number): number {
    return MARK_BITS[this.stringMarks[index]] ?? 0;
  }

  /**
   * Takes note of one method after the analysis walk: `seen` is what its code holds. Methods
   * that call a sink, hold an XOR loop or set fields from constants in a constructor are walked
   * in {@link finish}; so are, when wrappers turn up, the methods calling them.
   */
  noteMethod(classIndex: number, cls: DexClass, methodIdx: number, codeOff: number, seen: number, isTrustManager: boolean): void {
    const classBits = seen & CLASS_BITS;
    if (classBits) this.noteClassBits(classIndex, classBits, methodIdx);
    const name = this.refs[methodIdx]?.name ?? '';
    if (isTrustManager && name === 'checkServerTrusted' && seen & SEEN.PIN_CERTIFICATE && seen & SEEN.PIN_COMPARE) {
      this.fact({ kind: 'pinning', cls: cls.descriptor, method: this.signature(methodIdx), detail: 'checkServerTrusted compares the server certificate or its public key' });
    }
    let phase: number;
    if (seen & SEEN.FIELD_PUT && seen & SEEN.CONST && CONSTRUCTORS.has(name)) phase = P_CONSTRUCTOR;
    else if (seen & SEEN.SINK || (seen & SEEN.XOR && seen & (SEEN.APUT | SEEN.XOR_HELPER))) phase = P_SINKS;
    else return;
    if (this.candidateCount + 4 > this.candidates.length) {
      const grown = new Int32Array(this.candidates.length * 2);
      grown.set(this.candidates);
      this.candidates = grown;
    }
    const c = this.candidates;
    const at = this.candidateCount;
    c[at] = classIndex;
    c[at + 1] = methodIdx;
    c[at + 2] = codeOff;
    c[at + 3] = phase;
    this.candidateCount += 4;
  }

  private noteClassBits(classIndex: number, bits: number, methodIdx: number): void {
    const before = this.classBits[classIndex];
    this.classBits[classIndex] = before | bits;
    for (let b = 0; b < NAMED_BITS.length; b++) {
      const bit = NAMED_BITS[b];
      if (bits & bit && !(before & bit)) this.namedMethods.set(classIndex * NAMED_BITS.length + b, methodIdx);
    }
  }

  /**
   * Walks the candidate methods (constructors first, then sink methods, then — in up to three
   * rounds — callers of wrappers) and checks the class-level combinations. `onError` hears of a
   * method whose code could not be followed.
   */
  finish(classes: DexClass[], onError: (what: string) => void): FlowFact[] {
    const walk = (phase: number, ci: number, mi: number, off: number): void => {
      if (this.work > MAX_WALK_WORK) return;
      this.classIndex = ci;
      this.cls = classes[ci];
      this.methodIdx = mi;
      this.phase = phase;
      try {
        this.walk(off);
      } catch {
        onError(`code of ${this.signature(mi)} unreadable`);
      }
    };
    const c = this.candidates;
    for (const phase of [P_CONSTRUCTOR, P_SINKS]) {
      for (let i = 0; i < this.candidateCount; i += 4) if (c[i + 3] === phase) walk(phase, c[i], c[i + 1], c[i + 2]);
    }
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      const wrappers = this.wrappersOfRound(round - 1);
      if (!wrappers) break;
      this.round = round;
      // The classes' call lists say which to read again; their code says which methods call.
      classes.forEach((cls, ci) => {
        if (!cls.invokes.some((m) => wrappers[m])) return;
        try {
          forEachCodeItem(this.buf, this.buf.readUInt32LE(this.classOff + ci * 32 + 24), (mi, off) => {
            if (this.callsAny(off, wrappers)) walk(P_CALLER, ci, mi, off);
          });
        } catch {
          onError(`class_data of ${cls.descriptor} unreadable`);
        }
      });
    }
    if (this.work > MAX_WALK_WORK) onError('data-flow analysis stopped at its work limit');
    this.classCombinations(classes);
    return this.facts;
  }

  /** Method ids that became wrappers in `round` (as a lookup table), or undefined if none. */
  private wrappersOfRound(round: number): Uint8Array | undefined {
    let table: Uint8Array | undefined;
    for (const [mi, list] of this.summaries) {
      if (list.some((s) => s.round === round)) (table ??= new Uint8Array(this.refs.length))[mi] = 1;
    }
    return table;
  }

  /** Whether the code at `codeOff` invokes any method marked in `table`. */
  private callsAny(codeOff: number, table: Uint8Array): boolean {
    const buf = this.buf;
    const start = codeOff + 16;
    const units = Math.min(buf.readUInt32LE(codeOff + 12), Math.floor((buf.length - start) / 2));
    for (let pc = 0; pc < units;) {
      const at = start + pc * 2;
      const unit = buf.readUInt16LE(at);
      const op = unit & 0xff;
      if (op === 0 && unit !== 0) {
        const n = payloadUnits(buf, at, unit, units - pc);
        if (!n) break;
        pc += n;
        continue;
      }
      const width = INSN_WIDTH[op];
      if (pc + width > units) break;
      if (isMethodInvoke(op) && table[buf.readUInt16LE(at + 2)]) return true;
      pc += width;
    }
    return false;
  }

  private classCombinations(classes: DexClass[]): void {
    const named = (ci: number, bit: number): string => {
      const mi = this.namedMethods.get(ci * NAMED_BITS.length + NAMED_BITS.indexOf(bit));
      return mi === undefined ? classes[ci].descriptor : this.signature(mi);
    };
    const stringMatching = (cls: DexClass, bit: number): string => {
      const i = cls.constStrings.find((s) => this.stringBits(s) & bit);
      return i === undefined ? '' : `"${shown(this.strings[i])}"`;
    };
    for (let ci = 0; ci < this.classBits.length; ci++) {
      const bits = this.classBits[ci];
      if (!bits) continue;
      const cls = classes[ci];
      const has = (mask: number): boolean => (bits & mask) === mask;
      const frida = bits & SEEN.PROC_MAPS ? cls.constStrings.find((i) => FRIDA_MARKER.test(this.strings[i] ?? '')) : undefined;
      if (frida !== undefined) {
        const detail = `"${shown(this.strings[frida])}" looked for with ${stringMatching(cls, SEEN.PROC_MAPS)}`;
        this.fact({ kind: 'frida', cls: cls.descriptor, method: named(ci, SEEN.PROC_MAPS), detail });
      }
      if (has(SEEN.SIGNATURE_FLAGS | SEEN.SIGNATURE_USE)) {
        const detail = 'PackageManager.getPackageInfo(GET_SIGNATURES / GET_SIGNING_CERTIFICATES) → signature bytes or digest';
        this.fact({ kind: 'tamper', cls: cls.descriptor, method: named(ci, SEEN.SIGNATURE_FLAGS), detail });
      }
      if (has(SEEN.INSTALLER | SEEN.STORE_PACKAGE)) {
        const detail = `installer package compared with ${stringMatching(cls, SEEN.STORE_PACKAGE)}`;
        this.fact({ kind: 'tamper', cls: cls.descriptor, method: named(ci, SEEN.INSTALLER), detail });
      }
      if (has(SEEN.ZIP_CRC | SEEN.DEX_NAME)) {
        const detail = `ZipEntry.getCrc of ${stringMatching(cls, SEEN.DEX_NAME)}`;
        this.fact({ kind: 'tamper', cls: cls.descriptor, method: named(ci, SEEN.ZIP_CRC), detail });
      }
      if (has(SEEN.TRUST_MANAGER_INIT | SEEN.KEYSTORE_LOAD | SEEN.RESOURCE_STREAM)) {
        const detail = 'TrustManagerFactory.init with a KeyStore loaded from a bundled resource';
        this.fact({ kind: 'pinning', cls: cls.descriptor, method: named(ci, SEEN.TRUST_MANAGER_INIT), detail });
      }
    }
  }

  private fact(f: FlowFact): void {
    if (this.facts.length < MAX_FACTS) this.facts.push(f);
  }

  // -------------------------------------------------------------------------------------------
  // Names

  /** `Lpkg/Cls;->name(params)return` of a method id. */
  signature(methodIdx: number): string {
    let s = this.signatures.get(methodIdx);
    if (s === undefined) {
      const ref = this.refs[methodIdx];
      s = `${ref?.className ?? '?'}->${ref?.name ?? '?'}${this.protoText(this.protoIndex(methodIdx))}`;
      this.signatures.set(methodIdx, s);
    }
    return s;
  }

  private protoText(proto: number): string {
    if (proto >= this.protoCount) return '(?)?';
    const o = this.protoOff + proto * 12;
    const ret = this.types[this.buf.readUInt32LE(o + 4)] ?? '?';
    const paramsOff = this.buf.readUInt32LE(o + 8);
    let params = '';
    if (paramsOff && paramsOff + 4 <= this.buf.length) {
      const n = Math.min(this.buf.readUInt32LE(paramsOff), Math.floor((this.buf.length - paramsOff - 4) / 2), 255);
      for (let i = 0; i < n; i++) params += this.types[this.buf.readUInt16LE(paramsOff + 4 + i * 2)] ?? '?';
    }
    return `(${params})${ret}`;
  }

  private protoIndex(methodIdx: number): number {
    return methodIdx < this.refs.length ? this.buf.readUInt16LE(this.methodOff + methodIdx * 8 + 2) : 0xffff;
  }

  private returnType(methodIdx: number): string {
    const proto = this.protoIndex(methodIdx);
    return proto < this.protoCount ? (this.types[this.buf.readUInt32LE(this.protoOff + proto * 12 + 4)] ?? '') : '';
  }

  /** An API as evidence shows it: `Cipher.getInstance` for the platform, the signature for app code. */
  private apiName(methodIdx: number): string {
    const ref = this.refs[methodIdx];
    if (!ref) return '?';
    return PLATFORM_CLASS.test(ref.className) ? `${simpleName(ref.className)}.${ref.name}` : this.signature(methodIdx);
  }

  private apiKey(methodIdx: number): string {
    const ref = this.refs[methodIdx];
    return ref ? `${ref.className}->${ref.name}` : '?';
  }

  private fieldName(fieldIdx: number): string {
    if (fieldIdx >= this.fieldCount) return '?';
    const o = this.fieldOff + fieldIdx * 8;
    return `${simpleName(this.types[this.buf.readUInt16LE(o)] ?? '?')}.${this.strings[this.buf.readUInt32LE(o + 4)] ?? '?'}`;
  }

  // -------------------------------------------------------------------------------------------
  // Values

  private value(kind: number, ref: number, parent = 0, via = 0, flags = 0): number {
    const v = this.valueCount;
    if (v >= MAX_VALUES) return 0;
    this.valueCount++;
    this.kind[v] = kind;
    this.ref[v] = ref;
    this.parent[v] = parent;
    this.via[v] = via;
    this.flags[v] = flags;
    return v;
  }

  /** The value a derivation chain starts from. */
  private root(v: number): number {
    for (let i = 0; i < MAX_CHAIN && this.kind[v] === K_DERIVED; i++) v = this.parent[v];
    return v;
  }

  /** A constant: a string, number, unchanged array, constant field or a transform of one. */
  private isConstant(v: number): boolean {
    if (!v || this.flags[v] & F_DIRTY) return false;
    const r = this.root(v);
    const k = this.kind[r];
    return k === K_STR || k === K_NUM || k === K_FIELD || (k === K_ARRAY && !(this.flags[r] & F_DIRTY));
  }

  /** The parameter slot a value comes from, or -1. */
  private paramSlot(v: number): number {
    if (!v || this.flags[v] & F_DIRTY) return -1;
    const r = this.root(v);
    return this.kind[r] === K_PARAM ? this.ref[r] : -1;
  }

  private isIntent(v: number): boolean {
    return v !== 0 && this.kind[this.root(v)] === K_INTENT;
  }

  /** The string a value is, when it is one const-string (directly or through a field). */
  private stringOf(v: number): string | undefined {
    if (this.kind[v] === K_STR) return this.strings[this.ref[v]];
    if (this.kind[v] === K_FIELD) {
      const f = this.fieldConstants.get(this.ref[v]);
      if (f && f.string >= 0) return this.strings[f.string];
    }
    return undefined;
  }

  /** Evidence text of a value: its origin and each transform, joined by arrows. */
  private describe(v: number): string {
    const steps: string[] = [];
    let r = v;
    for (let i = 0; i < MAX_CHAIN && this.kind[r] === K_DERIVED; i++) {
      steps.push(this.apiName(this.via[r]));
      r = this.parent[r];
    }
    steps.push(this.describeRoot(r));
    return steps.reverse().join(' → ');
  }

  /** Like {@link describe} from the parameter on: the transforms only, each after an arrow. */
  private describeTail(v: number): string {
    let text = '';
    for (let i = 0; i < MAX_CHAIN && this.kind[v] === K_DERIVED; i++) {
      text = ` → ${this.apiName(this.via[v])}${text}`;
      v = this.parent[v];
    }
    return text;
  }

  private describeRoot(v: number): string {
    const ref = this.ref[v];
    switch (this.kind[v]) {
      case K_STR:
        return `const-string "${shown(this.strings[ref] ?? '')}"`;
      case K_NUM:
        return `const ${ref > 9 || ref < -9 ? `0x${(ref >>> 0).toString(16)}` : ref}`;
      case K_ARRAY:
        return this.describeArray(v);
      case K_FIELD:
        return `${this.fieldConstants.get(ref)?.description ?? '?'} → ${this.fieldName(ref)}`;
      case K_PARAM:
        return `parameter ${ref}`;
      case K_OWN_PACKAGE:
        return 'getPackageName()';
      case K_INTENT: {
        const key = this.parent[v] ? this.stringOf(this.parent[v]) : undefined;
        return `${this.apiName(ref)}(${key === undefined ? '' : `"${shown(key)}"`})`;
      }
      default:
        return '?';
    }
  }

  private describeArray(v: number): string {
    const flags = this.flags[v];
    const at = this.via[v];
    const width = flags & F_FILLED ? this.buf.readUInt16LE(at + 2) : 0;
    const type = this.types[this.ref[v]] ?? `[${WIDTH_ELEMENTS[width] ?? '?'}`;
    const element = ELEMENT_NAMES[type.slice(1)] ?? simpleName(type.slice(1));
    if (flags & F_FILLED) {
      const count = this.buf.readUInt32LE(at + 4);
      const bytes = this.buf.subarray(at + 8, Math.min(at + 8 + Math.min(width * count, 16), this.buf.length));
      const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ');
      return `fill-array-data ${element}[${count}] {${hex}${width * count > 16 ? ' …' : ''}}`;
    }
    const size = this.parent[v];
    return flags & F_ELEMENTS ? `new ${element}[${size}] filled with constants` : `new ${element}[${size}] (all zero)`;
  }

  // -------------------------------------------------------------------------------------------
  // The walk

  private walk(codeOff: number): void {
    const buf = this.buf;
    const registers = buf.readUInt16LE(codeOff);
    const ins = Math.min(buf.readUInt16LE(codeOff + 2), registers);
    const start = codeOff + 16;
    const units = Math.min(buf.readUInt32LE(codeOff + 12), Math.floor((buf.length - start) / 2));
    this.work += registers + units;
    if (this.regs.length < registers) {
      this.regs = new Int32Array(registers);
      this.marks = new Uint8Array(registers);
    }
    const regs = this.regs;
    const marks = this.marks;
    regs.fill(0, 0, registers);
    marks.fill(0, 0, registers);
    this.valueCount = 1;
    this.localFieldCount = 0;
    for (let i = 0; i < ins; i++) regs[registers - ins + i] = this.value(K_PARAM, i);
    let result = 0;
    let resultMark = 0;
    // An XORed element written out inside a loop: at a pc a later backward branch jumps over.
    let xorWritePc = -1;
    let xorLoop = false;
    const branch = (pc: number, offset: number): void => {
      if (offset < 0 && xorWritePc >= pc + offset) xorLoop = true;
    };
    this.xorWrite = false;
    for (let pc = 0; pc < units;) {
      const at = start + pc * 2;
      const unit = buf.readUInt16LE(at);
      const op = unit & 0xff;
      if (op === 0 && unit !== 0) {
        const n = payloadUnits(buf, at, unit, units - pc);
        if (!n) break;
        pc += n;
        continue;
      }
      const width = INSN_WIDTH[op];
      if (pc + width > units) break;
      const pending = result;
      const pendingMark = resultMark;
      result = 0;
      resultMark = 0;
      const a4 = (unit >>> 8) & 0xf;
      const b4 = unit >>> 12;
      const aa = unit >>> 8;
      switch (op) {
        case 0x01:
        case 0x04:
        case 0x07:
          regs[a4] = regs[b4];
          marks[a4] = marks[b4];
          break;
        case 0x02:
        case 0x05:
        case 0x08: {
          const b = buf.readUInt16LE(at + 2);
          regs[aa] = regs[b];
          marks[aa] = marks[b];
          break;
        }
        case 0x03:
        case 0x06:
        case 0x09: {
          const a = buf.readUInt16LE(at + 2);
          const b = buf.readUInt16LE(at + 4);
          regs[a] = regs[b];
          marks[a] = marks[b];
          break;
        }
        case 0x0a:
        case 0x0b:
        case 0x0c:
          regs[aa] = pending;
          marks[aa] = pendingMark;
          break;
        case 0x12:
          this.set(a4, this.value(K_NUM, (unit << 16) >> 28));
          break;
        case 0x13:
        case 0x16:
          this.set(aa, this.value(K_NUM, buf.readInt16LE(at + 2)));
          break;
        case 0x14:
        case 0x17:
        case 0x18:
          this.set(aa, this.value(K_NUM, buf.readInt32LE(at + 2)));
          break;
        case 0x15:
          this.set(aa, this.value(K_NUM, buf.readInt16LE(at + 2) << 16));
          break;
        case 0x1a:
          this.set(aa, this.value(K_STR, buf.readUInt16LE(at + 2)));
          break;
        case 0x1b:
          this.set(aa, this.value(K_STR, buf.readUInt32LE(at + 2)));
          break;
        case 0x1f:
          break;
        case 0x23: {
          const size = regs[b4];
          this.set(a4, size && this.kind[size] === K_NUM ? this.value(K_ARRAY, buf.readUInt16LE(at + 2), this.ref[size]) : 0);
          break;
        }
        case 0x26:
          this.fillArray(aa, at + buf.readInt32LE(at + 2) * 2, registers);
          break;
        case 0x28:
          branch(pc, (unit << 16) >> 24);
          break;
        case 0x29:
        case 0x32:
        case 0x33:
        case 0x34:
        case 0x35:
        case 0x36:
        case 0x37:
        case 0x38:
        case 0x39:
        case 0x3a:
        case 0x3b:
        case 0x3c:
        case 0x3d:
          branch(pc, buf.readInt16LE(at + 2));
          break;
        case 0x2a:
          branch(pc, buf.readInt32LE(at + 2));
          break;
        case 0x44:
        case 0x45:
        case 0x47:
        case 0x48:
        case 0x49:
        case 0x4a:
          this.set(aa, 0);
          marks[aa] = R_ELEMENT;
          break;
        case 0x4b:
        case 0x4e:
        case 0x4f:
        case 0x50:
        case 0x51:
          if (marks[aa] & R_XORED) xorWritePc = pc;
          this.arrayWrite(regs[buf[at + 2]], regs[aa]);
          break;
        case 0x4c:
        case 0x4d:
          this.arrayWrite(regs[buf[at + 2]], regs[aa]);
          break;
        case 0x52: {
          const field = buf.readUInt16LE(at + 2);
          this.set(a4, this.fieldGet(field));
          if (field === this.appFlagsField) marks[a4] = R_APP_FLAGS;
          break;
        }
        case 0x53:
        case 0x54:
        case 0x55:
        case 0x56:
        case 0x57:
        case 0x58:
          this.set(a4, this.fieldGet(buf.readUInt16LE(at + 2)));
          break;
        case 0x59:
        case 0x5a:
        case 0x5b:
        case 0x5c:
        case 0x5d:
        case 0x5e:
        case 0x5f:
          this.fieldPut(buf.readUInt16LE(at + 2), regs[a4]);
          break;
        case 0x60:
        case 0x61:
        case 0x62:
        case 0x63:
        case 0x64:
        case 0x65:
        case 0x66:
          this.set(aa, this.fieldGet(buf.readUInt16LE(at + 2)));
          break;
        case 0x67:
        case 0x68:
        case 0x69:
        case 0x6a:
        case 0x6b:
        case 0x6c:
        case 0x6d:
          this.fieldPut(buf.readUInt16LE(at + 2), regs[aa]);
          break;
        case 0x6e:
        case 0x6f:
        case 0x70:
        case 0x71:
        case 0x72:
        case 0x74:
        case 0x75:
        case 0x76:
        case 0x77:
        case 0x78: {
          this.resultMark = 0;
          this.xorWrite = false;
          result = this.invoke(op, buf.readUInt16LE(at + 2), this.readArgs(op, unit, at));
          resultMark = this.resultMark;
          if (this.xorWrite) xorWritePc = pc;
          break;
        }
        case 0x8d:
        case 0x8e:
        case 0x8f:
          regs[a4] = 0;
          marks[a4] = marks[b4];
          break;
        case 0x97:
        case 0xa2: {
          const mark = marks[buf[at + 2]] | marks[buf[at + 3]];
          regs[aa] = 0;
          marks[aa] = mark ? R_XORED : 0;
          break;
        }
        case 0xb7:
        case 0xc2:
          marks[a4] = marks[a4] | marks[b4] ? R_XORED : 0;
          regs[a4] = 0;
          break;
        case 0xd7:
          regs[a4] = 0;
          marks[a4] = marks[b4] ? R_XORED : 0;
          break;
        case 0xdf:
          regs[aa] = 0;
          marks[aa] = marks[buf[at + 2]] ? R_XORED : 0;
          break;
        case 0xd5:
          this.maskFlags(marks[b4], buf.readInt16LE(at + 2));
          regs[a4] = 0;
          marks[a4] = marks[b4];
          break;
        case 0xdd:
          this.maskFlags(marks[buf[at + 2]], buf.readInt8(at + 3));
          regs[aa] = 0;
          marks[aa] = marks[buf[at + 2]];
          break;
        case 0x95:
          this.maskFlags(marks[buf[at + 2]] | marks[buf[at + 3]], this.numberIn(buf[at + 2]) | this.numberIn(buf[at + 3]));
          this.set(aa, 0);
          break;
        case 0xb5:
          this.maskFlags(marks[a4] | marks[b4], this.numberIn(a4) | this.numberIn(b4));
          this.set(a4, 0);
          break;
        default:
          this.clearDestination(op, unit);
      }
      pc += width;
    }
    if (this.phase !== P_CALLER && xorLoop && DATA_RETURN.has(this.returnType(this.methodIdx))) {
      this.fact({ kind: 'xor', cls: this.cls.descriptor, method: this.signature(this.methodIdx), detail: 'array or string elements XORed in a loop and written out' });
    }
  }

  /**
   * `ApplicationInfo.flags & mask` with FLAG_DEBUGGABLE in the mask, in a method answering a
   * yes/no question: a debuggable check (libraries test the flag to turn debugging features on).
   */
  private maskFlags(marks: number, mask: number): void {
    if (marks & R_APP_FLAGS && mask & FLAG_DEBUGGABLE && this.phase !== P_CALLER && this.returnType(this.methodIdx) === 'Z') {
      this.fact({ kind: 'debuggable-check', cls: this.cls.descriptor, method: this.signature(this.methodIdx), detail: 'ApplicationInfo.flags & FLAG_DEBUGGABLE' });
    }
  }

  /** The number a register holds, or 0. */
  private numberIn(reg: number): number {
    const v = this.regs[reg];
    return v && this.kind[v] === K_NUM ? this.ref[v] : 0;
  }

  private set(reg: number, v: number): void {
    this.regs[reg] = v;
    this.marks[reg] = 0;
  }

  /** Forgets what an instruction without a case of its own writes. */
  private clearDestination(op: number, unit: number): void {
    const dest = DESTINATION[op];
    if (dest === D_A4) this.set((unit >>> 8) & 0xf, 0);
    else if (dest === D_AA) this.set(unit >>> 8, 0);
  }

  private fillArray(reg: number, payload: number, registers: number): void {
    const buf = this.buf;
    if (reg >= registers || payload < 0 || payload + 8 > buf.length || buf.readUInt16LE(payload) !== 0x0300) return;
    let v = this.regs[reg];
    if (!v || this.kind[v] !== K_ARRAY) {
      v = this.value(K_ARRAY, -1, buf.readUInt32LE(payload + 4));
      this.set(reg, v);
    }
    if (!v) return;
    this.flags[v] |= F_FILLED;
    this.via[v] = payload;
  }

  private arrayWrite(array: number, v: number): void {
    if (!array) return;
    if (this.isConstant(v)) this.flags[array] |= F_ELEMENTS;
    else this.flags[array] |= F_DIRTY;
  }

  private fieldGet(fieldIdx: number): number {
    for (let i = 0; i < this.localFieldCount; i++) if (this.localFieldIds[i] === fieldIdx) return this.localFieldValues[i];
    const known = this.fieldConstants.get(fieldIdx);
    if (!known) return 0;
    const v = this.value(K_FIELD, fieldIdx);
    this.rememberField(fieldIdx, v);
    return v;
  }

  private fieldPut(fieldIdx: number, v: number): void {
    this.rememberField(fieldIdx, v);
    if (this.phase !== P_CONSTRUCTOR) return;
    const known = this.fieldConstants.get(fieldIdx);
    if (known === null) return;
    // A zero-filled array set in a constructor is most often a buffer filled later.
    const plainArray = this.kind[this.root(v)] === K_ARRAY && !(this.flags[this.root(v)] & (F_FILLED | F_ELEMENTS));
    if (!this.isConstant(v) || plainArray || this.kind[v] === K_NUM) this.fieldConstants.set(fieldIdx, null);
    else if (!known) this.fieldConstants.set(fieldIdx, { description: this.describe(v), string: this.kind[v] === K_STR ? this.ref[v] : -1 });
  }

  private rememberField(fieldIdx: number, v: number): void {
    for (let i = 0; i < this.localFieldCount; i++) {
      if (this.localFieldIds[i] === fieldIdx) {
        this.localFieldValues[i] = v;
        return;
      }
    }
    const i = this.localFieldCount < LOCAL_FIELDS ? this.localFieldCount++ : fieldIdx % LOCAL_FIELDS;
    this.localFieldIds[i] = fieldIdx;
    this.localFieldValues[i] = v;
  }

  /** Reads the argument registers of an invoke into `args`; returns their count. */
  private readArgs(op: number, unit: number, at: number): number {
    const args = this.args;
    if (op >= 0x74) {
      const count = unit >>> 8;
      const first = this.buf.readUInt16LE(at + 4);
      for (let i = 0; i < count; i++) args[i] = first + i;
      return count;
    }
    const count = Math.min(unit >>> 12, 5);
    const regs = this.buf.readUInt16LE(at + 4);
    args[0] = regs & 0xf;
    args[1] = (regs >>> 4) & 0xf;
    args[2] = (regs >>> 8) & 0xf;
    args[3] = regs >>> 12;
    args[4] = (unit >>> 8) & 0xf;
    return count;
  }

  private arg(slot: number, argc: number): number {
    return slot < argc ? this.regs[this.args[slot]] : 0;
  }

  /**
   * Follows one call: sinks and wrappers see their arguments; returns the value its result
   * holds (and sets {@link resultMark} for `String.charAt`).
   */
  private invoke(op: number, idx: number, argc: number): number {
    let result = 0;
    const apiIndex = this.apiOf[idx] ?? -1;
    const spec = apiIndex >= 0 ? API_SPECS[apiIndex][1] : undefined;
    if (spec?.sink && this.phase !== P_CALLER) this.sink(spec.sink, idx, spec.slot ?? 0, argc);
    if (this.phase === P_CALLER) this.wrapperCall(idx, argc);
    const bits = this.methodBits[idx];
    if (bits & SEEN.XOR_HELPER) {
      if (this.refs[idx].name === 'charAt') this.resultMark = R_ELEMENT;
      else if (argc > 1 && this.marks[this.args[1]] & R_XORED) this.xorWrite = true;
    }
    const isStatic = op === 0x71 || op === 0x77;
    if (spec?.derive !== undefined) {
      const from = this.arg(spec.derive, argc);
      const derived = this.isConstant(from) || this.paramSlot(from) >= 0 || this.isIntent(from) ? this.value(K_DERIVED, 0, from, idx) : 0;
      if (this.refs[idx].name === '<init>') {
        if (argc > 0 && derived) this.set(this.args[0], derived);
      } else result = derived;
    } else if (spec?.source === 'intent') {
      result = this.value(K_INTENT, idx, this.arg(1, argc));
    } else if (spec?.source === 'own-package') {
      result = this.value(K_OWN_PACKAGE, idx);
    } else if (isStatic && bits & SEEN.APP_CALL) {
      result = this.constantCall(idx, argc);
    }
    // A callee may fill an array it is given (SecureRandom.nextBytes, read, arraycopy …); one
    // called with constants only leaves them functions of constants.
    if (!spec?.sink && spec?.derive === undefined && !result) this.dirtyArrays(argc);
    return this.propagateIntent(isStatic, idx, argc, result);
  }

  /** An app's static method called with constants only: its result counts as a constant. */
  private constantCall(idx: number, argc: number): number {
    const ret = this.returnType(idx);
    if (ret[0] !== 'L' && ret[0] !== '[') return 0;
    let data = 0;
    for (let i = 0; i < argc; i++) {
      const v = this.regs[this.args[i]];
      if (!this.isConstant(v)) return 0;
      if (!data && this.kind[v] !== K_NUM) data = v;
    }
    return data ? this.value(K_DERIVED, 0, data, idx) : 0;
  }

  /** Intent data stays Intent data through any call: into the result and the receiver. */
  private propagateIntent(isStatic: boolean, idx: number, argc: number, result: number): number {
    for (let i = 0; i < argc; i++) {
      const v = this.regs[this.args[i]];
      if (!this.isIntent(v)) continue;
      if (!isStatic && i > 0) this.set(this.args[0], v);
      return result || this.refs[idx].name === '<init>' ? result : v;
    }
    return result;
  }

  private dirtyArrays(argc: number): void {
    for (let i = 0; i < argc; i++) {
      const v = this.regs[this.args[i]];
      if (!v) continue;
      const k = this.kind[v];
      if (k === K_ARRAY || k === K_DERIVED || k === K_FIELD) {
        this.flags[v] |= F_DIRTY;
        const r = this.root(v);
        if (this.kind[r] === K_ARRAY) this.flags[r] |= F_DIRTY;
      }
    }
  }

  private sink(kind: SinkKind, api: number, slot: number, argc: number): void {
    const method = this.signature(this.methodIdx);
    const cls = this.cls.descriptor;
    const apiName = this.apiName(api);
    switch (kind) {
      case 'setting': {
        const v = this.arg(1, argc);
        const value = v && this.kind[v] === K_NUM ? String(this.ref[v] !== 0) : 'unknown';
        this.fact({ kind: 'webview-setting', cls, method, api: this.apiKey(api), value, detail: `${apiName}(${value})` });
        return;
      }
      case 'js-bridge': {
        const name = this.stringOf(this.arg(2, argc));
        this.fact({ kind: 'js-bridge', cls, method, api: this.apiKey(api), detail: `${apiName}(…${name === undefined ? '' : `, "${shown(name)}"`})` });
        return;
      }
      case 'pinner': {
        if (cls.startsWith('Lokhttp3/')) return;
        const host = this.stringOf(this.arg(1, argc));
        this.fact({ kind: 'pinning', cls, method, api: this.apiKey(api), detail: `CertificatePinner.Builder.add(${host === undefined ? '…' : `"${shown(host)}"`}, …)` });
        return;
      }
      case 'package-flags': {
        // Only the app's own package: libraries check other apps' signatures (font providers, Play services).
        const own = this.kind[this.root(this.arg(1, argc))] === K_OWN_PACKAGE;
        const v = this.root(this.arg(slot, argc));
        if (own && v && this.kind[v] === K_NUM && this.ref[v] & (GET_SIGNATURES | GET_SIGNING_CERTIFICATES)) {
          this.noteClassBits(this.classIndex, SEEN.SIGNATURE_FLAGS, this.methodIdx);
        }
        return;
      }
      case 'port': {
        for (let s = 1; s <= 2; s++) {
          const v = this.arg(s, argc);
          if (v && this.kind[v] === K_NUM && this.ref[v] === FRIDA_PORT) {
            this.fact({ kind: 'frida', cls, method, api: this.apiKey(api), detail: `${this.describe(v)} → ${apiName} (Frida's default port)` });
          }
        }
        return;
      }
      default:
        this.flowSink(kind, api, this.arg(slot, argc), '', '');
    }
  }

  /**
   * A value reaching a key, IV, algorithm or URL sink, directly (`via` empty) or through a
   * wrapper (`via` the wrapper's signature, `tail` what the wrapper does with it).
   */
  private flowSink(kind: SinkKind, api: number, v: number, via: string, tail: string): void {
    const apiText = `${via}${tail || ` → ${this.apiName(api)}`}`;
    const slot = this.paramSlot(v);
    if (slot >= 0) {
      this.summarise(slot, kind, api, `${this.describeTail(v)}${apiText}`);
      return;
    }
    const method = this.signature(this.methodIdx);
    const cls = this.cls.descriptor;
    if (kind === 'load-url') {
      if (this.isIntent(v)) this.fact({ kind: 'intent-url', cls, method, api: this.apiKey(api), detail: `${this.describe(v)}${apiText}` });
      return;
    }
    // A number where an array or a string is expected is null.
    if (!this.isConstant(v) || this.kind[this.root(v)] === K_NUM) return;
    const detail = `${this.describe(v)}${apiText}`;
    if (kind === 'algorithm') {
      const value = this.stringOf(v);
      const network = (this.classBits[this.classIndex] & SEEN.NETWORK) !== 0;
      if (value !== undefined) this.fact({ kind, cls, method, api: this.apiKey(api), value, detail, network });
    } else if (kind === 'key' || kind === 'iv') {
      this.fact({ kind, cls, method, api: this.apiKey(api), detail });
    }
  }

  private summarise(slot: number, sink: SinkKind, api: number, tail: string): void {
    if (this.summaryCount >= MAX_SUMMARIES) return;
    let list = this.summaries.get(this.methodIdx);
    if (!list) this.summaries.set(this.methodIdx, (list = []));
    if (list.some((s) => s.slot === slot && s.sink === sink && s.api === api)) return;
    list.push({ slot, sink, api, tail, round: this.round });
    this.summaryCount++;
  }

  /** A call of a wrapper found in an earlier round: its arguments reach the wrapper's sinks. */
  private wrapperCall(idx: number, argc: number): void {
    const list = this.summaries.get(idx);
    if (!list) return;
    const via = ` → ${this.signature(idx)}`;
    for (const s of list) {
      if (s.round !== this.round - 1) continue;
      this.flowSink(s.sink, s.api, this.arg(s.slot, argc), via, s.tail);
    }
  }
}

// Destination register of the instructions the walk has no case for.
const D_A4 = 1;
const D_AA = 2;
const DESTINATION = buildDestinations();

function buildDestinations(): Uint8Array {
  const d = new Uint8Array(256);
  const set = (from: number, to: number, kind: number): void => {
    for (let i = from; i <= to; i++) d[i] = kind;
  };
  set(0x0d, 0x0d, D_AA);
  set(0x1c, 0x1c, D_AA);
  set(0x20, 0x21, D_A4);
  set(0x22, 0x22, D_AA);
  set(0x2d, 0x31, D_AA);
  set(0x46, 0x46, D_AA);
  set(0x7b, 0x8c, D_A4);
  set(0x90, 0xaf, D_AA);
  set(0xb0, 0xcf, D_A4);
  set(0xd0, 0xd7, D_A4);
  set(0xd8, 0xe2, D_AA);
  set(0xfe, 0xff, D_AA);
  return d;
}

const WIDTH_ELEMENTS: Record<number, string> = { 1: 'B', 2: 'C', 4: 'I', 8: 'J' };
const ELEMENT_NAMES: Record<string, string> = { B: 'byte', C: 'char', S: 'short', I: 'int', J: 'long', Z: 'boolean', F: 'float', D: 'double' };

/** `Ljavax/crypto/Cipher;` → `Cipher`. */
function simpleName(descriptor: string): string {
  return descriptor
    .slice(descriptor.lastIndexOf('/') + 1)
    .replace(/;$/, '')
    .replace(/^L/, '');
}

/** A constant as evidence shows it: cut at {@link MAX_SHOWN} characters. */
function shown(s: string): string {
  return s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s;
}

/**
 * Index of the first entry of `sorted` not below `key`. DEX string and type tables are sorted by
 * code point, which is JavaScript's order for the ASCII keys looked up here; an unsorted (hostile)
 * table only makes the lookup miss.
 */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
