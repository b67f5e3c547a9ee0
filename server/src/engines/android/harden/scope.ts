import { SDK_CATALOGUE } from '../../rules/sdk-catalogue.js';

/**
 * Which classes a code protection touches. A policy scope lists Java class patterns:
 * `com.example.Foo` (the class and its nested classes), `com.example.*` (the classes of one
 * package) and `com.example.**` (a package and every package under it). An empty `include`
 * means every class of the app. Third-party SDKs (the analysis engine's SDK catalogue) and the
 * platform's own libraries are left out unless a pattern of `include` names them; `exclude`
 * always wins. The runtime's own classes are never in scope.
 */
export interface ClassScope {
  include: readonly string[];
  exclude: readonly string[];
}

/**
 * Libraries apps carry that are not the app's code (beside the SDK catalogue, which names
 * some Play services and Firebase parts by their own packages): the Android support and
 * Jetpack libraries, Google Play services and Firebase (Google's client libraries; no app's
 * own code lives under their packages), and the common Java and Kotlin libraries.
 */
export const PLATFORM_LIBRARIES = [
  'android',
  'androidx',
  'com.google.android.datatransport',
  'com.google.android.gms',
  'com.google.android.material',
  'com.google.android.play',
  'com.google.common',
  'com.google.firebase',
  'com.google.gson',
  'com.google.protobuf',
  'dagger',
  'io.reactivex',
  'java',
  'javax',
  'kotlin',
  'kotlinx',
  'okhttp3',
  'okio',
  'org.intellij',
  'org.jetbrains',
  'retrofit2',
] as const;

/** The package prefix of the protected app's runtime classes (type descriptor form). */
export const RUNTIME_PREFIX = 'Lrampart/rt/';

type Matcher = (binaryName: string) => boolean;

function patternMatcher(pattern: string): Matcher {
  const slashed = pattern.replace(/\./g, '/');
  if (slashed.endsWith('/**')) {
    const pkg = slashed.slice(0, -2);
    return (name) => name.startsWith(pkg);
  }
  if (slashed.endsWith('/*')) {
    const pkg = slashed.slice(0, -1);
    return (name) => name.startsWith(pkg) && !name.includes('/', pkg.length);
  }
  return (name) => name === slashed || name.startsWith(`${slashed}$`);
}

/**
 * A matcher over names in dotted form: a package (`com.google.firebase`, with every package
 * under it) or a class (`com.facebook.FacebookSdk`, with its nested classes), as the SDK
 * catalogue names both.
 */
function prefixMatcher(prefixes: Iterable<string>): Matcher {
  const set = new Set<string>();
  for (const p of prefixes) set.add(p.replace(/\./g, '/'));
  return (name) => {
    for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
      if (set.has(name.slice(0, i))) return true;
    }
    const nested = name.indexOf('$', name.lastIndexOf('/') + 1);
    return set.has(nested === -1 ? name : name.slice(0, nested));
  };
}

/** The default exclusions: every SDK of the catalogue and the platform libraries. */
export function defaultExclusions(): string[] {
  return [...new Set([...SDK_CATALOGUE.flatMap((sdk) => sdk.android), ...PLATFORM_LIBRARIES])].sort();
}

/**
 * `(type) => boolean` over type descriptors (`Lcom/example/Foo;`): whether a protection
 * applies to the class.
 */
export function scopeFilter(scope: ClassScope, extraExclusions: readonly string[] = []): (type: string) => boolean {
  const include = scope.include.map(patternMatcher);
  const exclude = scope.exclude.map(patternMatcher);
  const thirdParty = prefixMatcher([...defaultExclusions(), ...extraExclusions]);
  return (type) => {
    if (!type.startsWith('L') || !type.endsWith(';') || type.startsWith(RUNTIME_PREFIX)) return false;
    const name = type.slice(1, -1);
    if (exclude.some((m) => m(name))) return false;
    if (include.length > 0) return include.some((m) => m(name));
    return !thirdParty(name);
  };
}
