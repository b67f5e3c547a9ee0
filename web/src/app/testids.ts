/**
 * The `data-testid` values end-to-end tests select by. Components and tests both import them
 * from here, so renaming one cannot silently break the other. No imports: tests load this file
 * outside the web build.
 */
export const TEST_IDS = {
  signInForm: 'sign-in-form',
  signInUsername: 'sign-in-username',
  signInPassword: 'sign-in-password',
  signInPasswordToggle: 'sign-in-password-toggle',
  signInCaptcha: 'sign-in-captcha',
  signInCaptchaImage: 'sign-in-captcha-image',
  signInLanguage: 'sign-in-language',
  signInRememberLanguage: 'sign-in-remember-language',
  signInSubmit: 'sign-in-submit',
  signInAlert: 'sign-in-alert',
  mfaCode: 'mfa-code',
  mfaSubmit: 'mfa-submit',
  loginErrorDialog: 'login-error-dialog',
  loginErrorMessage: 'login-error-message',
  loginErrorConfirm: 'login-error-confirm',
  header: 'shell-header',
  sidebar: 'sidebar',
  userMenu: 'user-menu',
  userName: 'user-name',
  signOut: 'sign-out',
  languageSwitch: 'language-switch',
  pageTitle: 'page-title',
  placeholder: 'placeholder-notice',
  notFoundPage: 'not-found-page',
  serverErrorPage: 'server-error-page',
  noPermissionPage: 'no-permission-page',
} as const;

/** A sidebar menu item, by its key in the menu table. */
export function menuItemTestId(key: string): string {
  return `menu-${key}`;
}

/** A sidebar group header, by its key in the menu table. */
export function menuGroupTestId(key: string): string {
  return `sidebar-group-${key}`;
}

/** An entry of the header's language switch, by language code. */
export function languageOptionTestId(language: string): string {
  return `language-option-${language}`;
}
