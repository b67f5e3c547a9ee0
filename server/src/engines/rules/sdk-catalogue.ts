/** Categories of third-party SDKs. */
export type SdkCategory = 'analytics' | 'ads' | 'attribution' | 'crash' | 'push' | 'payment' | 'social' | 'engagement' | 'framework' | 'security';

/** A catalogue entry: Java package prefixes for Android, framework or class names for iOS. */
export interface SdkDefinition {
  name: string;
  category: SdkCategory;
  /**
   * Dotted Java package prefixes, e.g. `com.google.firebase.analytics`, or whole class names
   * (`com.google.android.gms.ads.AdView`) where the package is shared with other code.
   */
  android: string[];
  /** iOS framework bundle names (without `.framework`) or Objective-C class names. */
  ios: string[];
  /** Native library file names (Android) that identify the SDK, also when its classes are renamed. */
  nativeLibs?: string[];
  /** Listed as a tracker by Exodus Privacy (or an ads/analytics/attribution SDK that collects usage data). */
  tracker?: boolean;
}

type Row = [name: string, category: SdkCategory, android: string, ios: string, native?: string];

// Trackers: Android signatures follow Exodus Privacy's code signatures, narrowed to whole classes
// where Exodus does so (AdMob's package also holds the advertising-id client every SDK uses).
// Admins extend the catalogue later (see SdkDefinition); keep entries sorted by category.
const TRACKERS: Row[] = [
  ['Firebase Analytics', 'analytics', 'com.google.firebase.analytics,com.google.android.gms.measurement,com.google.firebase.firebase_analytics', 'FirebaseAnalytics,FIRAnalytics'],
  ['Google Analytics', 'analytics', 'com.google.android.gms.analytics,com.google.analytics,com.google.android.apps.analytics', 'GoogleAnalytics,GAI'],
  ['Google Tag Manager', 'analytics', 'com.google.android.gms.tagmanager,com.google.tagmanager', 'GoogleTagManager,TAGManager'],
  ['Mixpanel', 'analytics', 'com.mixpanel', 'Mixpanel'],
  ['Amplitude', 'analytics', 'com.amplitude', 'Amplitude,AmplitudeSwift'],
  ['Segment', 'analytics', 'com.segment.analytics', 'Segment,SEGAnalytics'],
  ['Flurry', 'analytics', 'com.flurry', 'Flurry,FlurryAnalytics'],
  ['Heap', 'analytics', 'com.heapanalytics', 'Heap'],
  ['Countly', 'analytics', 'ly.count.android', 'Countly'],
  ['Umeng', 'analytics', 'com.umeng', 'UMCommon,UMAnalytics,MobClick'],
  ['Baidu Mobile Stat', 'analytics', 'com.baidu.mobstat', 'BaiduMobStat'],
  ['Yandex AppMetrica', 'analytics', 'com.yandex.metrica,io.appmetrica', 'YandexMobileMetrica,AppMetricaCore'],
  ['Microsoft App Center Analytics', 'analytics', 'com.microsoft.appcenter.analytics,com.microsoft.azure.mobile.analytics', 'AppCenterAnalytics'],
  ['Smartlook', 'analytics', 'com.smartlook', 'Smartlook'],
  ['Huawei Mobile Services Analytics', 'analytics', 'com.huawei.hms.analytics,com.huawei.hms.plugin.analytics,com.huawei.hms.flutter.analytics', 'HiAnalytics'],
  ['Facebook Analytics', 'analytics', 'com.facebook.appevents,com.facebook.marketing,com.facebook.CampaignTrackingReceiver', ''],
  ['Facebook SDK', 'social', 'com.facebook.FacebookSdk', 'FBSDKCoreKit'],
  ['Facebook Login', 'social', 'com.facebook.login', 'FBSDKLoginKit'],
  ['Facebook Share', 'social', 'com.facebook.share', 'FBSDKShareKit'],
  [
    'Google AdMob',
    'ads',
    'com.google.android.gms.ads.AdView,com.google.android.gms.ads.AdActivity,com.google.android.gms.ads.AdRequest,com.google.android.gms.ads.MobileAds,' +
      'com.google.android.gms.ads.mediation,com.google.android.gms.ads.doubleclick,com.google.android.gms.admob,com.google.ads,com.google.android.ads,com.google.unity.ads,com.google.firebase.firebase_ads',
    'GoogleMobileAds,GADMobileAds',
  ],
  ['Facebook Audience Network', 'ads', 'com.facebook.ads,com.facebook.audiencenetwork', 'FBAudienceNetwork'],
  ['Unity Ads', 'ads', 'com.unity3d.ads,com.unity3d.services', 'UnityAds'],
  ['AppLovin', 'ads', 'com.applovin', 'AppLovinSDK,ALSdk'],
  ['ironSource', 'ads', 'com.ironsource', 'IronSource'],
  ['Vungle', 'ads', 'com.vungle', 'VungleSDK,VungleAdsSDK'],
  ['Chartboost', 'ads', 'com.chartboost', 'Chartboost,ChartboostSDK'],
  ['InMobi', 'ads', 'com.inmobi,in.inmobi', 'InMobiSDK'],
  ['Mintegral', 'ads', 'com.mbridge.msdk,com.mintegral.msdk', 'MTGSDK'],
  ['Pangle', 'ads', 'com.bytedance.sdk.openadsdk', 'BUAdSDK,PAGAdSDK'],
  ['Tapjoy', 'ads', 'com.tapjoy', 'Tapjoy'],
  ['AdColony', 'ads', 'com.adcolony,com.jirbo.adcolony', 'AdColony'],
  ['Digital Turbine (Fyber)', 'ads', 'com.fyber,com.inneractive,com.sponsorpay,com.heyzap', 'IASDKCore,FairBidSDK'],
  ['MoPub', 'ads', 'com.mopub', 'MoPub,MoPubSDK'],
  ['StartApp', 'ads', 'com.startapp', 'StartApp,StartAppSDK'],
  ['Criteo', 'ads', 'com.criteo', 'CriteoPublisherSdk'],
  ['Yandex Mobile Ads', 'ads', 'com.yandex.mobile.ads', 'YandexMobileAds'],
  ['Smaato', 'ads', 'com.smaato', 'SmaatoSDKCore'],
  ['Ogury', 'ads', 'io.presage,com.ogury', 'OgurySdk'],
  ['Appodeal', 'ads', 'com.appodeal.ads,com.appodealx,com.explorestack', 'Appodeal'],
  ['Verizon Ads', 'ads', 'com.verizon.ads,com.verizondigitalmedia.mobile,com.oath.mobile', 'VerizonAdsCore'],
  ['Baidu Mobile Ads', 'ads', 'com.baidu.mobads', 'BaiduMobAdSDK'],
  ['Google IMA', 'ads', 'com.google.ads.interactivemedia', 'GoogleInteractiveMediaAds'],
  ['Tencent GDT', 'ads', 'com.qq.e.ads,com.qq.e.comm', 'GDTMobSDK'],
  ['Kuaishou Ads', 'ads', 'com.kwad.sdk', 'KSAdSDK'],
  ['Huawei Ads', 'ads', 'com.huawei.hms.ads', 'HiAdSDK'],
  ['AppsFlyer', 'attribution', 'com.appsflyer', 'AppsFlyerLib,AppsFlyerTracker'],
  ['Adjust', 'attribution', 'com.adjust.sdk,com.adjust.android.sdk', 'Adjust,AdjustSdk'],
  ['Branch', 'attribution', 'io.branch', 'Branch'],
  ['Kochava', 'attribution', 'com.kochava', 'KochavaTracker,KochavaCore'],
  ['Singular', 'attribution', 'com.singular.sdk', 'Singular'],
  ['Tenjin', 'attribution', 'com.tenjin.android', 'TenjinSDK'],
  [
    'Firebase Crashlytics',
    'crash',
    'com.google.firebase.crashlytics,com.google.firebase.crash,com.crashlytics,io.fabric,io.invertase.firebase.crashlytics',
    'FirebaseCrashlytics,Crashlytics,FIRCrashlytics',
  ],
  ['Sentry', 'crash', 'io.sentry,com.joshdholtz.sentry', 'Sentry'],
  ['Bugsnag', 'crash', 'com.bugsnag', 'Bugsnag'],
  ['Instabug', 'crash', 'com.instabug', 'Instabug'],
  ['New Relic', 'crash', 'com.newrelic.agent,com.newrelic.mobile', 'NewRelicAgent,NewRelic'],
  ['Tencent Bugly', 'crash', 'com.tencent.bugly', 'Bugly'],
  ['HockeyApp', 'crash', 'net.hockeyapp', 'HockeySDK'],
  ['Microsoft App Center Crashes', 'crash', 'com.microsoft.appcenter.crashes', 'AppCenterCrashes'],
  ['ACRA', 'crash', 'org.acra,ch.acra', ''],
  ['OneSignal', 'push', 'com.onesignal', 'OneSignal,OneSignalFramework'],
  ['Airship', 'push', 'com.urbanairship', 'AirshipKit,AirshipCore,UAirship'],
  ['Pushwoosh', 'push', 'com.pushwoosh', 'Pushwoosh'],
  ['JPush', 'push', 'cn.jpush,cn.jiguang', 'JPush,JPUSHService'],
  ['Braze', 'engagement', 'com.braze,com.appboy', 'BrazeKit,Appboy_iOS_SDK,Appboy'],
  ['CleverTap', 'engagement', 'com.clevertap', 'CleverTapSDK'],
  ['Leanplum', 'engagement', 'com.leanplum', 'Leanplum'],
  ['Localytics', 'engagement', 'com.localytics', 'Localytics'],
];

// Libraries and services that are not trackers.
const LIBRARIES: Row[] = [
  ['Twitter Kit', 'social', 'com.twitter.sdk', 'TwitterKit'],
  ['Google Sign-In', 'social', 'com.google.android.gms.auth.api.signin', 'GoogleSignIn,GIDSignIn'],
  ['Kakao SDK', 'social', 'com.kakao.sdk,com.kakao.auth', 'KakaoSDK,KakaoSDKCommon'],
  ['LINE SDK', 'social', 'com.linecorp.linesdk', 'LineSDK'],
  ['WeChat Open SDK', 'social', 'com.tencent.mm.opensdk,com.tencent.mm.sdk', 'WXApi,WechatOpenSDK'],
  ['Tencent QQ Connect', 'social', 'com.tencent.tauth,com.tencent.connect', 'TencentOpenAPI'],
  ['Sina Weibo SDK', 'social', 'com.sina.weibo.sdk', 'WeiboSDK'],
  ['Datadog', 'crash', 'com.datadog.android', 'DatadogCore,DatadogSDK'],
  ['Embrace', 'crash', 'io.embrace.android', 'EmbraceIO'],
  ['Firebase Cloud Messaging', 'push', 'com.google.firebase.messaging,com.google.firebase.iid', 'FirebaseMessaging,FIRMessaging'],
  ['Google Cloud Messaging', 'push', 'com.google.android.gms.gcm', 'GGLInstanceID'],
  ['Getui', 'push', 'com.igexin', 'GTSDK,GeTuiSdk'],
  ['Xiaomi Push', 'push', 'com.xiaomi.mipush', 'MiPushSDK'],
  ['Huawei Push', 'push', 'com.huawei.hms.push', 'HMSPush'],
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
  ['Retrofit', 'framework', 'retrofit2,retrofit', ''],
  ['Glide', 'framework', 'com.bumptech.glide', ''],
  ['Netty', 'framework', 'io.netty', '', 'libnetty_tcnative.so'],
  ['Realm', 'framework', 'io.realm', 'Realm,RealmSwift', 'librealm-jni.so'],
  ['Firebase Auth', 'framework', 'com.google.firebase.auth', 'FirebaseAuth,FIRAuth'],
  ['Cloud Firestore', 'framework', 'com.google.firebase.firestore', 'FirebaseFirestore,FIRFirestore'],
  // com.google.firebase.database.collection is a helper library Firestore ships too.
  [
    'Firebase Realtime Database',
    'framework',
    'com.google.firebase.database.FirebaseDatabase,com.google.firebase.database.DatabaseReference,com.google.firebase.database.core,com.google.firebase.database.connection',
    'FirebaseDatabase,FIRDatabase',
  ],
  ['Google Play Services', 'framework', 'com.google.android.gms.common', ''],
  ['Kotlin Coroutines', 'framework', 'kotlinx.coroutines', ''],
  ['Google SafetyNet / Play Integrity', 'security', 'com.google.android.gms.safetynet,com.google.android.play.core.integrity', ''],
  // libtoolChecker.so is RootBeer's native check, still named so when its classes are obfuscated.
  ['RootBeer', 'security', 'com.scottyab.rootbeer', '', 'libtoolChecker.so'],
  ['SQLCipher', 'security', 'net.sqlcipher,net.zetetic', 'SQLCipher'],
];

const definition =
  (tracker: boolean) =>
  ([name, category, android, ios, native]: Row): SdkDefinition => ({
    name,
    category,
    android: android.split(',').filter(Boolean),
    ios: ios.split(',').filter(Boolean),
    nativeLibs: native ? native.split(',') : undefined,
    tracker,
  });

/** The built-in SDK catalogue: trackers first, then other libraries. */
export const SDK_CATALOGUE: readonly SdkDefinition[] = [...TRACKERS.map(definition(true)), ...LIBRARIES.map(definition(false))];

/** A detected SDK with up to a few pieces of evidence. */
export interface DetectedSdk {
  name: string;
  category: SdkCategory;
  /** The SDK is a tracker (see SdkDefinition.tracker). */
  tracker: boolean;
  evidence: string[];
}

const MAX_EVIDENCE = 3;

/**
 * Detects SDKs in an Android package from its class descriptors (`Lcom/foo/Bar;`) and native
 * library paths. A class-name signature wins, then the longest package prefix (so an SDK nested
 * in another's package, such as Google IMA in com.google.ads, is told apart), matched on package
 * boundaries through a map lookup per package depth: the cost is linear in the number of classes.
 */
export function detectAndroidSdks(classDescriptors: Iterable<string>, nativeLibPaths: string[], catalogue: readonly SdkDefinition[] = SDK_CATALOGUE): DetectedSdk[] {
  const byPrefix = new Map<string, SdkDefinition>();
  for (const sdk of catalogue) for (const p of sdk.android) byPrefix.set(p.replace(/\.$/, ''), sdk);
  const found = new Map<string, DetectedSdk>();
  const hit = (sdk: SdkDefinition, evidence: string): void => {
    let d = found.get(sdk.name);
    if (!d) {
      d = { name: sdk.name, category: sdk.category, tracker: sdk.tracker === true, evidence: [] };
      found.set(sdk.name, d);
    }
    if (d.evidence.length < MAX_EVIDENCE) d.evidence.push(evidence);
  };
  for (const desc of classDescriptors) {
    if (!desc.startsWith('L')) continue;
    const dotted = desc.slice(1, -1).replace(/\//g, '.');
    let sdk = byPrefix.get(dotted);
    for (let i = dotted.lastIndexOf('.'); !sdk && i > 0; i = dotted.lastIndexOf('.', i - 1)) sdk = byPrefix.get(dotted.slice(0, i));
    if (sdk) hit(sdk, dotted);
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
    if (evidence.length) found.push({ name: sdk.name, category: sdk.category, tracker: sdk.tracker === true, evidence });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
