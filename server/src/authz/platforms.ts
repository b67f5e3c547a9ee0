import type { PackageKind } from '../db/schema';

/** The mobile platforms a package targets: assessment, report templates and hardening share them. */
export type Platform = 'android' | 'ios';

/** The permission code of each platform (spec §6). */
export const PLATFORM_CODE = { android: 'apk_analysis', ios: 'ipa_analysis' } as const;

/** The platform of a mobile package; null for what is not one (an H5 script or web app zip). */
export const platformOf = (kind: PackageKind): Platform | null => (kind === 'ipa' ? 'ios' : kind === 'js' || kind === 'zip' ? null : 'android');

/** What an upload is meant for: an assessment platform, or a hardening input without one. */
export type UploadTarget = Platform | 'h5' | 'android-sdk' | MonitoringSdkTarget;
export const UPLOAD_TARGETS: readonly UploadTarget[] = ['android', 'ios', 'h5', 'android-sdk', 'monitoring-sdk-android', 'monitoring-sdk-ios', 'monitoring-sdk-h5'];

/** A system monitoring SDK package (system super admins with system_monitoring_sdk only). */
export type MonitoringSdkTarget = 'monitoring-sdk-android' | 'monitoring-sdk-ios' | 'monitoring-sdk-h5';
export const isMonitoringSdkTarget = (target: UploadTarget | null): target is MonitoringSdkTarget => target?.startsWith('monitoring-sdk-') === true;
