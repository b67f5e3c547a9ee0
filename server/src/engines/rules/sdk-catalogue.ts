/** Categories of third-party SDKs. */
export type SdkCategory = 'analytics' | 'ads' | 'attribution' | 'crash' | 'push' | 'payment' | 'social' | 'engagement' | 'framework' | 'security';

/** A catalogue entry: Java package prefixes for Android, framework or class names for iOS. */
export interface SdkDefinition {
  name: string;
  category: SdkCategory;
  /** Dotted Java package prefixes, e.g. `com.google.firebase.analytics`. */
  android: string[];
  /** iOS framework bundle names (without `.framework`) or Objective-C class names. */
  ios: string[];
  /** Native library file names (Android) that identify the SDK. */
  nativeLibs?: string[];
}

type Row = [name: string, category: SdkCategory, android: string, ios: string, native?: string];

// Admins extend this list later (see SdkDefinition); keep entries sorted by category.
const ROWS: Row[] = [
  ['Firebase Analytics', 'analytics', 'com.google.firebase.analytics,com.google.android.gms.measurement', 'FirebaseAnalytics,FIRAnalytics'],
  ['Google Analytics', 'analytics', 'com.google.android.gms.analytics,com.google.analytics', 'GoogleAnalytics,GAI'],
  ['Google Tag Manager', 'analytics', 'com.google.android.gms.tagmanager', 'GoogleTagManager,TAGManager'],
  ['Mixpanel', 'analytics', 'com.mixpanel.android', 'Mixpanel'],
  ['Amplitude', 'analytics', 'com.amplitude', 'Amplitude,AmplitudeSwift'],
  ['Segment', 'analytics', 'com.segment.analytics', 'Segment,SEGAnalytics'],
  ['Flurry', 'analytics', 'com.flurry', 'Flurry,FlurryAnalytics'],
  ['Heap', 'analytics', 'com.heapanalytics', 'Heap'],
  ['Countly', 'analytics', 'ly.count.android', 'Countly'],
  ['Umeng', 'analytics', 'com.umeng', 'UMCommon,UMAnalytics,MobClick'],
  ['Baidu Mobile Stat', 'analytics', 'com.baidu.mobstat', 'BaiduMobStat'],
  ['Yandex AppMetrica', 'analytics', 'com.yandex.metrica,io.appmetrica', 'YandexMobileMetrica,AppMetricaCore'],
  ['Microsoft App Center', 'analytics', 'com.microsoft.appcenter', 'AppCenter,AppCenterAnalytics'],
  ['Smartlook', 'analytics', 'com.smartlook', 'Smartlook'],
  ['Facebook SDK', 'social', 'com.facebook.FacebookSdk,com.facebook.login,com.facebook.share,com.facebook.appevents', 'FBSDKCoreKit,FBSDKLoginKit'],
  ['Twitter Kit', 'social', 'com.twitter.sdk', 'TwitterKit'],
  ['Google Sign-In', 'social', 'com.google.android.gms.auth.api.signin', 'GoogleSignIn,GIDSignIn'],
  ['Kakao SDK', 'social', 'com.kakao.sdk,com.kakao.auth', 'KakaoSDK,KakaoSDKCommon'],
  ['LINE SDK', 'social', 'com.linecorp.linesdk', 'LineSDK'],
  ['WeChat Open SDK', 'social', 'com.tencent.mm.opensdk,com.tencent.mm.sdk', 'WXApi,WechatOpenSDK'],
  ['Tencent QQ Connect', 'social', 'com.tencent.tauth,com.tencent.connect', 'TencentOpenAPI'],
  ['Sina Weibo SDK', 'social', 'com.sina.weibo.sdk', 'WeiboSDK'],
  ['Google AdMob', 'ads', 'com.google.android.gms.ads', 'GoogleMobileAds,GADMobileAds'],
  ['Facebook Audience Network', 'ads', 'com.facebook.ads', 'FBAudienceNetwork'],
  ['Unity Ads', 'ads', 'com.unity3d.ads,com.unity3d.services', 'UnityAds'],
  ['AppLovin', 'ads', 'com.applovin', 'AppLovinSDK,ALSdk'],
  ['ironSource', 'ads', 'com.ironsource', 'IronSource'],
  ['Vungle', 'ads', 'com.vungle', 'VungleSDK,VungleAdsSDK'],
  ['Chartboost', 'ads', 'com.chartboost', 'Chartboost,ChartboostSDK'],
  ['InMobi', 'ads', 'com.inmobi', 'InMobiSDK'],
  ['Mintegral', 'ads', 'com.mbridge.msdk,com.mintegral.msdk', 'MTGSDK'],
  ['Pangle', 'ads', 'com.bytedance.sdk.openadsdk', 'BUAdSDK,PAGAdSDK'],
  ['Tapjoy', 'ads', 'com.tapjoy', 'Tapjoy'],
  ['AdColony', 'ads', 'com.adcolony', 'AdColony'],
  ['Digital Turbine (Fyber)', 'ads', 'com.fyber,com.inneractive', 'IASDKCore,FairBidSDK'],
  ['MoPub', 'ads', 'com.mopub', 'MoPub,MoPubSDK'],
  ['Google IMA', 'ads', 'com.google.ads.interactivemedia', 'GoogleInteractiveMediaAds'],
  ['Tencent GDT', 'ads', 'com.qq.e.ads,com.qq.e.comm', 'GDTMobSDK'],
  ['Kuaishou Ads', 'ads', 'com.kwad.sdk', 'KSAdSDK'],
  ['Huawei Ads', 'ads', 'com.huawei.hms.ads', 'HiAdSDK'],
  ['AppsFlyer', 'attribution', 'com.appsflyer', 'AppsFlyerLib,AppsFlyerTracker'],
  ['Adjust', 'attribution', 'com.adjust.sdk', 'Adjust,AdjustSdk'],
  ['Branch', 'attribution', 'io.branch.referral', 'Branch'],
  ['Kochava', 'attribution', 'com.kochava', 'KochavaTracker,KochavaCore'],
  ['Singular', 'attribution', 'com.singular.sdk', 'Singular'],
  ['Tenjin', 'attribution', 'com.tenjin.android', 'TenjinSDK'],
  ['Firebase Crashlytics', 'crash', 'com.google.firebase.crashlytics,com.crashlytics', 'FirebaseCrashlytics,Crashlytics,FIRCrashlytics'],
  ['Sentry', 'crash', 'io.sentry', 'Sentry'],
  ['Bugsnag', 'crash', 'com.bugsnag', 'Bugsnag'],
  ['Instabug', 'crash', 'com.instabug', 'Instabug'],
  ['New Relic', 'crash', 'com.newrelic.agent', 'NewRelicAgent,NewRelic'],
  ['Datadog', 'crash', 'com.datadog.android', 'DatadogCore,DatadogSDK'],
  ['Tencent Bugly', 'crash', 'com.tencent.bugly', 'Bugly'],
  ['HockeyApp', 'crash', 'net.hockeyapp', 'HockeySDK'],
  ['ACRA', 'crash', 'org.acra', ''],
  ['Embrace', 'crash', 'io.embrace.android', 'EmbraceIO'],
  ['Firebase Cloud Messaging', 'push', 'com.google.firebase.messaging,com.google.firebase.iid', 'FirebaseMessaging,FIRMessaging'],
  ['Google Cloud Messaging', 'push', 'com.google.android.gms.gcm', 'GGLInstanceID'],
  ['OneSignal', 'push', 'com.onesignal', 'OneSignal,OneSignalFramework'],
  ['Airship', 'push', 'com.urbanairship', 'AirshipKit,AirshipCore,UAirship'],
  ['Pushwoosh', 'push', 'com.pushwoosh', 'Pushwoosh'],
  ['JPush', 'push', 'cn.jpush,cn.jiguang', 'JPush,JPUSHService'],
  ['Getui', 'push', 'com.igexin', 'GTSDK,GeTuiSdk'],
  ['Xiaomi Push', 'push', 'com.xiaomi.mipush', 'MiPushSDK'],
  ['Huawei Push', 'push', 'com.huawei.hms.push', 'HMSPush'],
  ['Braze', 'engagement', 'com.braze,com.appboy', 'BrazeKit,Appboy_iOS_SDK,Appboy'],
  ['CleverTap', 'engagement', 'com.clevertap', 'CleverTapSDK'],
  ['Leanplum', 'engagement', 'com.leanplum', 'Leanplum'],
  ['Localytics', 'engagement', 'com.localytics', 'Localytics'],
  ['Intercom', 'engagement', 'io.intercom', 'Intercom'],
  ['Zendesk', 'engagement', 'zendesk.', 'ZendeskSDK,ZendeskCoreSDK'],
  ['Stripe', 'payment', 'com.stripe.android', 'Stripe,StripeCore,StripePayments'],
  ['PayPal / Braintree', 'payment', 'com.paypal,com.braintreepayments', 'Braintree,BraintreeCore,PayPalCheckout'],
  ['Square In-App Payments', 'payment', 'sqip,com.squareup.sdk', 'SquareInAppPaymentsSDK'],
  ['Google Pay', 'payment', 'com.google.android.gms.wallet', 'PassKit'],
  ['Alipay', 'payment', 'com.alipay.sdk', 'AlipaySDK'],
  ['Razorpay', 'payment', 'com.razorpay', 'Razorpay'],
  ['Adyen', 'payment', 'com.adyen.checkout', 'Adyen,AdyenComponents'],
  ['Paytm', 'payment', 'com.paytm.pgsdk,net.one97.paytm', 'AppInvokeSDK'],
  ['Google Play Billing', 'payment', 'com.android.billingclient', ''],
  ['RevenueCat', 'payment', 'com.revenuecat.purchases', 'RevenueCat'],
  ['React Native', 'framework', 'com.facebook.react', 'React,RCTBridge', 'libreactnativejni.so'],
  ['Hermes', 'framework', 'com.facebook.hermes', 'hermes', 'libhermes.so'],
  ['Flutter', 'framework', 'io.flutter', 'Flutter', 'libflutter.so'],
  ['Apache Cordova', 'framework', 'org.apache.cordova', 'Cordova,CDVViewController'],
  ['Xamarin', 'framework', 'mono.android,xamarin', 'Xamarin', 'libmonodroid.so'],
  ['Unity', 'framework', 'com.unity3d.player', 'UnityFramework', 'libunity.so'],
  ['OkHttp', 'framework', 'okhttp3,com.squareup.okhttp', ''],
  ['Google Play Services', 'framework', 'com.google.android.gms.common', ''],
  ['Kotlin Coroutines', 'framework', 'kotlinx.coroutines', ''],
  ['Google SafetyNet / Play Integrity', 'security', 'com.google.android.gms.safetynet,com.google.android.play.core.integrity', ''],
  ['RootBeer', 'security', 'com.scottyab.rootbeer', ''],
  ['SQLCipher', 'security', 'net.sqlcipher,net.zetetic', 'SQLCipher'],
];

/** The built-in SDK catalogue. */
export const SDK_CATALOGUE: readonly SdkDefinition[] = ROWS.map(([name, category, android, ios, native]) => ({
  name,
  category,
  android: android.split(',').filter(Boolean),
  ios: ios.split(',').filter(Boolean),
  nativeLibs: native ? native.split(',') : undefined,
}));

/** A detected SDK with up to a few pieces of evidence. */
export interface DetectedSdk {
  name: string;
  category: SdkCategory;
  evidence: string[];
}

const MAX_EVIDENCE = 3;

/**
 * Detects SDKs in an Android package from its class descriptors (`Lcom/foo/Bar;`) and native
 * library paths. Prefixes are matched on package boundaries through a map lookup per package
 * depth, so the cost is linear in the number of classes.
 */
export function detectAndroidSdks(classDescriptors: Iterable<string>, nativeLibPaths: string[], catalogue: readonly SdkDefinition[] = SDK_CATALOGUE): DetectedSdk[] {
  const byPrefix = new Map<string, SdkDefinition>();
  for (const sdk of catalogue) for (const p of sdk.android) byPrefix.set(p.replace(/\.$/, ''), sdk);
  const found = new Map<string, DetectedSdk>();
  const hit = (sdk: SdkDefinition, evidence: string): void => {
    let d = found.get(sdk.name);
    if (!d) {
      d = { name: sdk.name, category: sdk.category, evidence: [] };
      found.set(sdk.name, d);
    }
    if (d.evidence.length < MAX_EVIDENCE) d.evidence.push(evidence);
  };
  for (const desc of classDescriptors) {
    if (!desc.startsWith('L')) continue;
    const dotted = desc.slice(1, -1).replace(/\//g, '.');
    let i = dotted.indexOf('.');
    while (i > 0) {
      const sdk = byPrefix.get(dotted.slice(0, i));
      if (sdk) {
        hit(sdk, dotted);
        break;
      }
      i = dotted.indexOf('.', i + 1);
    }
    // Class-level prefixes such as com.facebook.FacebookSdk.
    const whole = byPrefix.get(dotted);
    if (whole && i < 0) hit(whole, dotted);
  }
  for (const path of nativeLibPaths) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    for (const sdk of catalogue) if (sdk.nativeLibs?.includes(base)) hit(sdk, path);
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Detects SDKs in an iOS app from bundled/linked framework names and Objective-C class names
 * (from `_OBJC_CLASS_$_` symbols).
 */
export function detectIosSdks(frameworkNames: string[], objcClassNames: ReadonlySet<string>, catalogue: readonly SdkDefinition[] = SDK_CATALOGUE): DetectedSdk[] {
  const found: DetectedSdk[] = [];
  const frameworks = new Set(frameworkNames);
  for (const sdk of catalogue) {
    const evidence: string[] = [];
    for (const marker of sdk.ios) {
      if (frameworks.has(marker)) evidence.push(`${marker}.framework`);
      else if (objcClassNames.has(marker)) evidence.push(`class ${marker}`);
      if (evidence.length >= MAX_EVIDENCE) break;
    }
    if (evidence.length) found.push({ name: sdk.name, category: sdk.category, evidence });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
