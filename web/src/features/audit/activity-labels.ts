import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/i18n';

/** The activity types the server writes (spec §3 operation log), with their labels. */
export const ACTIVITY_TYPES = {
  login: 'audit.types.login',
  logout: 'audit.types.logout',
  'password.change': 'audit.types.passwordChange',
  'password.forgot': 'audit.types.passwordForgot',
  'password.reset': 'audit.types.passwordReset',
  'profile.update': 'audit.types.profileUpdate',
  'profile.avatar': 'audit.types.profileAvatar',
  'mfa.enable': 'audit.types.mfaEnable',
  'mfa.disable': 'audit.types.mfaDisable',
  'account.create': 'audit.types.accountCreate',
  'account.update': 'audit.types.accountUpdate',
  'account.enable': 'audit.types.accountEnable',
  'account.disable': 'audit.types.accountDisable',
  'user.create': 'audit.types.userCreate',
  'user.update': 'audit.types.userUpdate',
  'user.lock': 'audit.types.userLock',
  'user.unlock': 'audit.types.userUnlock',
  'user.enable': 'audit.types.userEnable',
  'user.disable': 'audit.types.userDisable',
  'user.resetPassword': 'audit.types.userResetPassword',
  'user.rotateApiKey': 'audit.types.userRotateApiKey',
  'role.create': 'audit.types.roleCreate',
  'role.update': 'audit.types.roleUpdate',
  'role.delete': 'audit.types.roleDelete',
  'userGroup.create': 'audit.types.userGroupCreate',
  'userGroup.update': 'audit.types.userGroupUpdate',
  'userGroup.delete': 'audit.types.userGroupDelete',
  'userGroup.members': 'audit.types.userGroupMembers',
  'security.update': 'audit.types.securityUpdate',
  'signup.register': 'audit.types.signupRegister',
  'signup.approve': 'audit.types.signupApprove',
  'signup.reject': 'audit.types.signupReject',
  'signup.settings': 'audit.types.signupSettings',
  'file.upload': 'audit.types.fileUpload',
  'assessment.submit': 'audit.types.assessmentSubmit',
  'assessment.cancel': 'audit.types.assessmentCancel',
  'assessment.delete': 'audit.types.assessmentDelete',
  'monitorProjection.retry': 'audit.types.monitorProjectionRetry',
  'monitorProjection.discard': 'audit.types.monitorProjectionDiscard',
} as const satisfies Record<string, TranslationKey>;

export type ActivityType = keyof typeof ACTIVITY_TYPES;

export const RESULTS = { success: 'audit.results.success', failure: 'audit.results.failure' } as const satisfies Record<string, TranslationKey>;

/** The label of an activity type; a type this console does not know yet shows as the server wrote it. */
export function activityLabel(type: string, t: TFunction): string {
  return Object.hasOwn(ACTIVITY_TYPES, type) ? t(ACTIVITY_TYPES[type as ActivityType]) : type;
}

/** The label of a result (`success` or `failure`). */
export function resultLabel(result: string, t: TFunction): string {
  return Object.hasOwn(RESULTS, result) ? t(RESULTS[result as keyof typeof RESULTS]) : result;
}
