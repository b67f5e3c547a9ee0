import { CERT_MD5, JAVA_PACKAGE, JAVA_PACKAGE_MAX, MD5_HEX } from '@common/rules';
import type { TranslationKey } from '../../i18n/i18n';

/** The identifying fields of an entry as the form holds them. */
export interface AppIdentity {
  packageName: string;
  md5: string;
  certMd5: string;
}

/** Spec §5: an entry needs at least one of package name, md5 or cert md5; the message key, or null. */
export function identityProblem(values: AppIdentity): TranslationKey | null {
  return [values.packageName, values.md5, values.certMd5].every((v) => v.trim() === '') ? 'monitoringAppLists.validation.identity' : null;
}

/** Whether a package name (or installer) is a Java package name the server accepts. */
export function isPackageName(value: string): boolean {
  const text = value.trim();
  return text.length <= JAVA_PACKAGE_MAX && JAVA_PACKAGE.test(text);
}

export const isMd5 = (value: string) => MD5_HEX.test(value.trim());
export const isCertMd5 = (value: string) => CERT_MD5.test(value.trim());
