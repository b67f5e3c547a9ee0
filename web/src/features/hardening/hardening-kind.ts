import { useLocation } from 'react-router-dom';
import type { HardeningKind as KindKey } from '../../../../common/hardening-policy';
import type { HardeningKind, HardeningStatus } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export interface KindInfo {
  key: KindKey;
  gql: HardeningKind;
  label: TranslationKey;
  /** File name endings the submit dialog accepts. */
  extensions: readonly string[];
  /** How the spec's 'Please select [{fileType}] file' names them. */
  fileType: string;
  /** The upload target the server checks the file against. */
  uploadTarget: 'android' | 'android-sdk' | 'ios' | 'h5';
  jobsPath: string;
  policyPath: string;
}

export const KINDS: Record<KindKey, KindInfo> = {
  android: {
    key: 'android',
    gql: 'ANDROID',
    label: 'hardening.kinds.android',
    extensions: ['.apk', '.aab'],
    fileType: 'apk/aab',
    uploadTarget: 'android',
    jobsPath: '/hardening/android',
    policyPath: '/hardening-policy/android',
  },
  'android-sdk': {
    key: 'android-sdk',
    gql: 'ANDROID_SDK',
    label: 'hardening.kinds.androidSdk',
    extensions: ['.aar'],
    fileType: 'aar',
    uploadTarget: 'android-sdk',
    jobsPath: '/hardening/android-sdk',
    policyPath: '/hardening-policy/android-sdk',
  },
  ipa: {
    key: 'ipa',
    gql: 'IPA',
    label: 'hardening.kinds.ipa',
    extensions: ['.ipa'],
    fileType: 'ipa',
    uploadTarget: 'ios',
    jobsPath: '/hardening/ipa',
    policyPath: '/hardening-policy/ipa',
  },
  h5: {
    key: 'h5',
    gql: 'H5',
    label: 'hardening.kinds.h5',
    extensions: ['.js', '.zip', '.apk', '.ipa'],
    fileType: 'js/zip/apk/ipa',
    uploadTarget: 'h5',
    jobsPath: '/hardening/h5',
    policyPath: '/hardening-policy/h5',
  },
};

export const KIND_OF_GQL: Record<HardeningKind, KindKey> = { ANDROID: 'android', ANDROID_SDK: 'android-sdk', IPA: 'ipa', H5: 'h5' };

/** The kind of the current route: `/hardening/<kind>` or `/hardening-policy/<kind>/…`. */
export function useRouteKind(): KindInfo {
  const { pathname } = useLocation();
  const segment = pathname.split('/')[2] as KindKey;
  return KINDS[segment] ?? KINDS.android;
}

export const STATUS_LABELS: Record<HardeningStatus, TranslationKey> = {
  WAITING: 'hardening.status.waiting',
  PROCESSING: 'hardening.status.processing',
  SUCCESS: 'hardening.status.success',
  FAILURE: 'hardening.status.failure',
};
export const STATUS_COLORS: Record<HardeningStatus, string> = { WAITING: 'gray', PROCESSING: 'blue', SUCCESS: 'green', FAILURE: 'red' };
