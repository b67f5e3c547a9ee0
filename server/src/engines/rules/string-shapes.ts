// Shapes that look like a URL, IP address, e-mail address or secret but are something else:
// namespace identifiers, version numbers and OIDs, image-scale file names, and mangled or
// CamelCase symbol names. The string rules consult these before reporting a match.

/** Hosts whose URLs name an XML/JSON namespace, schema or vocabulary term (never fetched), and placeholders. */
const NAMESPACE_HOSTS = [
  'schemas\\.android\\.com',
  'schemas\\.microsoft\\.com',
  'schemas\\.xmlsoap\\.org',
  'schemas\\.openxmlformats\\.org',
  '(?:www\\.)?w3\\.org',
  'xmlpull\\.org',
  'xmlns\\.jcp\\.org',
  'xmlns\\.oracle\\.com',
  'ns\\.adobe\\.com',
  'purl\\.org',
  'json-schema\\.org',
  '(?:www\\.)?schema\\.org',
  '(?:www\\.)?example\\.(?:com|org|net)',
  'localhost',
  '127\\.0\\.0\\.1',
];
/** Namespace paths on hosts that also serve pages: XML parser features and properties, DTDs. */
const NAMESPACE_PATHS = [
  'xml\\.org/sax/',
  'xml\\.apache\\.org/xslt',
  'apache\\.org/xml/',
  'javax\\.xml\\.XMLConstants/',
  'java\\.sun\\.com/(?:xml|jaxp|dtd)',
  'www\\.apple\\.com/DTDs/',
  'www\\.apache\\.org/licenses',
];
const NAMESPACE_URL = new RegExp(`^https?://(?:(?:${NAMESPACE_HOSTS.join('|')})(?=[/:?#]|$)|${NAMESPACE_PATHS.join('|')})`, 'i');

/** True for namespace, schema and feature URIs (`http://xml.org/sax/features/…`) and placeholders. */
export function isNamespaceUrl(url: string): boolean {
  return NAMESPACE_URL.test(url);
}

// Two dotted groups that start well-known OID arcs (iso.member-body, iso.org, joint-iso-itu-t.ds,
// joint-iso-itu-t.country): `2.5.4.3` is the X.500 commonName attribute, not a host.
const OID_PREFIX = /^(?:1\.2|1\.3|2\.5|2\.16|2\.23)\./;
// A version word, a product token (`Chrome/`, `AppleWebKit/`) or `v` just before the number.
const VERSION_CONTEXT = /(?:\b(?:v|ver|version|build|release|rev|revision|firmware|fw|sdk|ios|android|iphone os|cpu os|mac os x|windows nt)\s*[:=]?\s*|[A-Za-z]\/)$/i;

/**
 * True when an IPv4-shaped match at `index` of `s` is really an address: not an OID, not the
 * tail of a version word or product token (`Chrome/30.0.0.0`, `version 1.2.3.4`).
 */
export function isPlausibleIp(s: string, index: number, ip: string): boolean {
  if (ip.startsWith('0.') || OID_PREFIX.test(ip)) return false;
  return !VERSION_CONTEXT.test(s.slice(Math.max(0, index - 24), index));
}

// Country-code TLDs (IANA root zone) and the generic TLDs common in e-mail addresses.
const TLDS = new Set(
  (
    'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bv bw by bz ca cc cd cf cg ch ' +
    'ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm ' +
    'gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb ' +
    'lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu ' +
    'nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st su sv sx ' +
    'sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw ' +
    'com net org edu gov mil int info biz name pro aero coop museum mobi asia tel travel jobs cat post app dev tech online site ' +
    'xyz club shop store cloud email company solutions group agency digital network studio design media news blog live life world ' +
    'today space website page top vip work team systems services software security finance bank insurance health care support ' +
    'global academy school university games game social chat mail inc llc ltd one plus google apple microsoft amazon'
  ).split(' '),
);
// File extensions, some of which are also TLDs (`.zip`, `.mov`, `.so`): `name@host.png` is a file.
const FILE_EXTENSIONS = new Set(
  'png jpg jpeg gif webp svg heic bmp ico pdf json plist nib car strings zip mov mp3 mp4 m4a wav ttf otf js css html xml txt so sh py md dylib dex jar class kt swift lua'.split(
    ' ',
  ),
);
// Image-scale suffixes (`icon@2x`, `symbol@3x`, `image@1.5x`) and device suffixes (`~ipad`).
const SCALE = /^\d+(?:\.\d+)?x(?:[.~-]|$)/i;

/**
 * True when an e-mail-shaped match is plausibly an address: a known TLD that is not a file
 * extension, a domain that is not an image scale (`@2x.png`), a local part without stray dots.
 */
export function isPlausibleEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const tld = domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
  if (!TLDS.has(tld) || FILE_EXTENSIONS.has(tld) || SCALE.test(domain)) return false;
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

// Itanium C++ (`_ZN…`, `NSt3__1…`, `_ZTS…`), Swift (`$s…`, `_TtC…`, `_T0…`), block helper and
// C constant (`_kSecKey…`) symbol shapes; mangled parts match anywhere, as the string extractor
// often cuts names.
const SYMBOL =
  /^_{1,4}Z[NTLK]?[A-Z\d]|^_?\$[sS]\d|^_T0|^_Tt[A-Za-z]|^_{1,2}k[A-Z][a-z]{2}|St\d__(?:1|ndk1)|NS\d?_|ERKN\d|_ZT[SVI]|_block_(?:invoke|descriptor)|_helper_block_|_GLOBAL__N_/;
const WORD = /[A-Z]?[a-z]{2,}/g;
const NAME_WORD = /[A-Z]?[a-z]{3,}/g;
const VOWELS = 'aeiouyAEIOUY';
const LENGTH_PREFIX = /(?<!\d)[1-9]\d?(?=[A-Za-z_])/g;

/** Share of `s` covered by word-like runs of `re`. */
function wordCoverage(s: string, re: RegExp): number {
  let covered = 0;
  for (const m of s.matchAll(re)) covered += m[0].length;
  return covered / s.length;
}

/**
 * How much of `s` reads as words: the share of characters in lower-case runs (`Spec`, `Show`)
 * and the share of vowels within those runs (about 0.4 in identifiers, 0.2 in random text).
 */
function wordiness(s: string): { coverage: number; vowels: number } {
  let covered = 0;
  let vowels = 0;
  for (const m of s.matchAll(WORD)) {
    covered += m[0].length;
    for (const ch of m[0]) if (VOWELS.includes(ch)) vowels++;
  }
  return { coverage: covered / s.length, vowels: covered ? vowels / covered : 0 };
}

/**
 * True when `s` holds two adjacent length-prefixed words, as mangled names do
 * (`15ObjCTurboModule10InitParams`): an Itanium or Swift source name with its length.
 */
function hasLengthPrefixedNames(s: string): boolean {
  let lastEnd = -1;
  for (const m of s.matchAll(LENGTH_PREFIX)) {
    const n = Number(m[0]);
    const start = m.index + m[0].length;
    if (n < 5 || start + n > s.length || m.index < lastEnd) continue;
    const name = s.slice(start, start + n);
    if (!/^[A-Za-z_]\w*$/.test(name) || !/[aeiouy]/i.test(name) || wordCoverage(name, NAME_WORD) < 0.8) continue;
    if (lastEnd >= 0 && m.index - lastEnd <= 3) return true;
    lastEnd = start + n;
  }
  return false;
}

/**
 * True for symbol and identifier shapes that random-looking strings often turn out to be:
 * mangled C++/Swift names and long CamelCase identifiers (`SpecShowActionSheetWithOptions`).
 */
export function looksLikeIdentifier(s: string): boolean {
  if (SYMBOL.test(s)) return true;
  const { coverage, vowels } = wordiness(s);
  return coverage >= 0.8 || (coverage >= 0.65 && vowels >= 0.36) || hasLengthPrefixedNames(s);
}
