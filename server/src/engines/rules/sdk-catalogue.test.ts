import { describe, expect, it } from 'vitest';
import { detectAndroidSdks, detectIosSdks, SDK_CATALOGUE, type SdkDefinition } from './sdk-catalogue.js';

/** A class-name signature ends in a capitalised simple name; a package prefix does not. */
const isClassSignature = (signature: string): boolean => /^[A-Z]/.test(signature.slice(signature.lastIndexOf('.') + 1));
const descriptor = (dotted: string): string => `L${dotted.replace(/\./g, '/')};`;

/** A class the signature covers, and a near miss: the same name one character longer. */
function probes(signature: string): { hit: string; miss: string } {
  const s = signature.replace(/\.$/, '');
  return isClassSignature(s) ? { hit: descriptor(s), miss: descriptor(`${s}x`) } : { hit: descriptor(`${s}.Probe`), miss: descriptor(`${s}x.Probe`) };
}

const androidNames = (classes: string[], libs: string[] = []): string[] => detectAndroidSdks(classes, libs).map((s) => s.name);

describe('SDK catalogue entries', () => {
  it('has unique names, and every entry has an Android or iOS signature', () => {
    expect(new Set(SDK_CATALOGUE.map((s) => s.name)).size).toBe(SDK_CATALOGUE.length);
    for (const s of SDK_CATALOGUE) expect(s.android.length + s.ios.length + (s.nativeLibs?.length ?? 0), s.name).toBeGreaterThan(0);
  });

  it.each(SDK_CATALOGUE.map((s): [string, SdkDefinition] => [s.name, s]))('%s: each signature matches and its near miss does not', (_name, sdk) => {
    for (const signature of sdk.android) {
      const { hit, miss } = probes(signature);
      expect(androidNames([hit]), `${signature} → ${hit}`).toEqual([sdk.name]);
      expect(androidNames([miss]), `${signature} ↛ ${miss}`).not.toContain(sdk.name);
    }
    for (const lib of sdk.nativeLibs ?? []) {
      expect(androidNames([], [`lib/arm64-v8a/${lib}`])).toEqual([sdk.name]);
      expect(androidNames([], [`lib/arm64-v8a/${lib.replace(/\.so$/, '_x.so')}`])).not.toContain(sdk.name);
    }
    for (const marker of sdk.ios) {
      expect(detectIosSdks([marker], new Set()).map((s) => s.name)).toContain(sdk.name);
      expect(detectIosSdks([], new Set([marker])).map((s) => s.name)).toContain(sdk.name);
      expect(detectIosSdks([`${marker}X`], new Set([`${marker}X`])).map((s) => s.name)).not.toContain(sdk.name);
    }
  });
});

describe('SDK detection', () => {
  it('marks the Exodus Privacy trackers as trackers, and libraries as not', () => {
    const trackers = new Set(SDK_CATALOGUE.filter((s) => s.tracker).map((s) => s.name));
    expect(trackers.size).toBeGreaterThanOrEqual(30);
    const exodus = [
      'Firebase Analytics',
      'Google AdMob',
      'Facebook Analytics',
      'Facebook Audience Network',
      'AppsFlyer',
      'Adjust',
      'Branch',
      'Firebase Crashlytics',
      'Flurry',
      'Mixpanel',
      'Amplitude',
      'Segment',
      'OneSignal',
      'Braze',
      'CleverTap',
      'Unity Ads',
      'AppLovin',
      'ironSource',
      'Vungle',
      'Chartboost',
      'InMobi',
      'MoPub',
      'StartApp',
      'Tapjoy',
      'Criteo',
      'Google Tag Manager',
      'HockeyApp',
      'Microsoft App Center Analytics',
      'Microsoft App Center Crashes',
      'Sentry',
      'Bugsnag',
      'New Relic',
      'Kochava',
      'Yandex AppMetrica',
      'Huawei Mobile Services Analytics',
    ];
    for (const name of exodus) expect(trackers, name).toContain(name);
    for (const name of ['Firebase Auth', 'Cloud Firestore', 'Firebase Realtime Database', 'Glide', 'Netty', 'OkHttp', 'Retrofit', 'Realm', 'RootBeer']) {
      const sdk = SDK_CATALOGUE.find((s) => s.name === name);
      expect(sdk?.tracker, name).toBe(false);
    }
    const [appsflyer] = detectAndroidSdks(['Lcom/appsflyer/AppsFlyerLib;'], []);
    expect(appsflyer).toEqual({ name: 'AppsFlyer', category: 'attribution', tracker: true, evidence: ['com.appsflyer.AppsFlyerLib'] });
    expect(detectAndroidSdks(['Lokhttp3/OkHttpClient;'], [])[0].tracker).toBe(false);
  });

  it('does not take the advertising-id client every SDK uses for AdMob', () => {
    expect(androidNames(['Lcom/google/android/gms/ads/identifier/AdvertisingIdClient;'])).toEqual([]);
    expect(androidNames(['Lcom/google/android/gms/ads/AdView;', 'Lcom/google/android/gms/ads/mediation/MediationAdapter;'])).toEqual(['Google AdMob']);
  });

  it('attributes a nested package to the longest signature', () => {
    expect(androidNames(['Lcom/google/ads/interactivemedia/v3/api/ImaSdkFactory;'])).toEqual(['Google IMA']);
    expect(androidNames(['Lcom/google/ads/AdRequest;'])).toEqual(['Google AdMob']);
    expect(androidNames(['Lcom/microsoft/appcenter/crashes/Crashes;', 'Lcom/microsoft/appcenter/AppCenter;'])).toEqual(['Microsoft App Center Crashes']);
  });

  it("tells Firestore's helper collections apart from the Realtime Database", () => {
    expect(androidNames(['Lcom/google/firebase/firestore/FirebaseFirestore;', 'Lcom/google/firebase/database/collection/ImmutableSortedMap;'])).toEqual(['Cloud Firestore']);
    expect(androidNames(['Lcom/google/firebase/database/FirebaseDatabase;', 'Lcom/google/firebase/database/core/Repo;'])).toEqual(['Firebase Realtime Database']);
  });

  it('finds RootBeer by its native library when its classes are obfuscated', () => {
    expect(detectAndroidSdks(['La/b/c;'], ['lib/armeabi-v7a/libtoolChecker.so'])).toEqual([
      { name: 'RootBeer', category: 'security', tracker: false, evidence: ['lib/armeabi-v7a/libtoolChecker.so'] },
    ]);
  });
});
