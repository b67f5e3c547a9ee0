import { describe, expect, it } from 'vitest';
import { defaultExclusions, RUNTIME_PREFIX, scopeFilter } from './scope';

describe('class scope', () => {
  it('takes the app’s own classes and leaves the platform, Google Play services, Firebase and catalogued SDKs out by default', () => {
    const inScope = scopeFilter({ include: [], exclude: [] });
    for (const type of ['Lcom/example/app/MainActivity;', 'Lcom/example/app/net/Client$1;', 'Lcom/google/maps/MyOwnCode;', 'Lorg/acme/Util;']) {
      expect(inScope(type), type).toBe(true);
    }
    for (const type of [
      'Landroid/support/v4/app/Fragment;',
      'Landroidx/core/app/ActivityCompat;',
      'Lcom/google/android/gms/internal/zzabc;',
      'Lcom/google/android/gms/maps/GoogleMap;',
      'Lcom/google/firebase/messaging/FirebaseMessagingService;',
      'Lcom/google/android/play/core/review/ReviewManager;',
      'Lkotlin/jvm/internal/Intrinsics;',
      'Lokhttp3/OkHttpClient;',
      'Lcom/facebook/FacebookSdk;',
      'Lcom/facebook/FacebookSdk$InitializeCallback;',
      'Lcom/facebook/login/LoginManager;',
      `${RUNTIME_PREFIX}a/B;`,
      'I',
      '[Lcom/example/app/MainActivity;',
    ]) {
      expect(inScope(type), type).toBe(false);
    }
    // A package is excluded as a whole, never by a prefix of its name.
    expect(inScope('Lcom/google/android/gmsx/Own;')).toBe(true);
    expect(inScope('Lcom/facebook/FacebookSdkHelper;')).toBe(true);
    expect(defaultExclusions()).toEqual(expect.arrayContaining(['com.google.android.gms', 'com.google.firebase', 'androidx']));
  });

  it('matches a class with its nested classes, one package, or a package tree', () => {
    const cls = scopeFilter({ include: ['com.example.Foo'], exclude: [] });
    expect([cls('Lcom/example/Foo;'), cls('Lcom/example/Foo$Inner;'), cls('Lcom/example/FooBar;'), cls('Lcom/example/Bar;')]).toEqual([true, true, false, false]);
    const pkg = scopeFilter({ include: ['com.example.*'], exclude: [] });
    expect([pkg('Lcom/example/Foo;'), pkg('Lcom/example/sub/Foo;'), pkg('Lcom/other/Foo;')]).toEqual([true, false, false]);
    const tree = scopeFilter({ include: ['com.example.**'], exclude: [] });
    expect([tree('Lcom/example/Foo;'), tree('Lcom/example/sub/deep/Foo;'), tree('Lcom/exampl/Foo;')]).toEqual([true, true, false]);
  });

  it('protects a default-excluded library only when include names it, and exclude always wins', () => {
    const gms = scopeFilter({ include: ['com.google.android.gms.**'], exclude: ['com.google.android.gms.internal.*'] });
    expect(gms('Lcom/google/android/gms/maps/GoogleMap;')).toBe(true);
    expect(gms('Lcom/google/android/gms/internal/zzabc;')).toBe(false);
    expect(gms('Lcom/example/app/MainActivity;')).toBe(false);
    const app = scopeFilter({ include: [], exclude: ['com.example.app.BuildConfig'] });
    expect(app('Lcom/example/app/BuildConfig;')).toBe(false);
    expect(app('Lcom/example/app/MainActivity;')).toBe(true);
    // Extra exclusions from the caller (e.g. the policy's whitelist) add to the defaults.
    expect(scopeFilter({ include: [], exclude: [] }, ['com.example.vendor'])('Lcom/example/vendor/Lib;')).toBe(false);
  });
});
