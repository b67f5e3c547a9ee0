import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppearance } from '../../app/appearance';
import { TEST_IDS } from '../../app/testids';
import { StatusAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { useChecks, useForm } from '../../lib/use-form';
import { LOCKED_CODE, OTHER_DEVICE_CODE, SUCCESS_CODE } from '../../lib/api-client';
import { fetchCaptcha, login, type Captcha } from './auth-api';
import { CaptchaField } from './captcha-field';
import { failureMessage } from '../../lib/failure-message';
import { LoginErrorDialog } from './login-error-dialog';
import { completeSignIn } from './session-actions';
import { mfaEnrolmentPending, mfaPending, useSession } from '../../lib/session-store';
import { SignInLanguage } from './sign-in-language';

/** Username or email, password, and the verification code when the server asks for one. */
export function SignInForm() {
  const { t } = useTranslation();
  const { productName } = useAppearance();
  const { notice } = useSession();
  const noticeMessage = notice === 'expired' ? t('errors.sessionExpired') : notice === 'otherDevice' ? t('errors.otherDevice') : notice === 'locked' ? t('errors.locked') : null;
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [dialogMessage, setDialogMessage] = useState<string | null>(null);

  const check = useChecks();
  const form = useForm(
    { username: '', password: '', captchaCode: '' },
    {
      username: [check.required(t('auth.signIn.username'))],
      password: [check.required(t('auth.signIn.password'))],
      captchaCode: captcha ? [check.required(t('auth.signIn.captcha'))] : [],
    },
  );
  const { username, password, captchaCode } = form.values;

  async function refreshCaptcha() {
    form.set('captchaCode')('');
    try {
      setCaptcha(await fetchCaptcha());
    } catch (error) {
      setAlert(t(failureMessage(error)));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setAlert(null);
    try {
      const answer = await login({
        username: username.trim(),
        password,
        ...(captcha ? { captcha: captchaCode.trim(), captchaId: captcha.captchaId } : {}),
      });
      const data = answer.data ?? {};
      if (answer.code === SUCCESS_CODE && data.token) {
        if (data.mfa && data.mfaEnrolment) mfaEnrolmentPending(data.token);
        else if (data.mfa) mfaPending(data.token);
        else await completeSignIn(data.token);
        return;
      }
      if (data.captchaRequired === true) await refreshCaptcha();
      else setCaptcha(null);
      // A locked account (spec §8) sets the locked notice wherever the code arrives (see apiRequest): it shows below.
      if (answer.code === LOCKED_CODE) return;
      if (answer.code === OTHER_DEVICE_CODE) setAlert(t('errors.otherDevice'));
      else setDialogMessage(answer.msg);
    } catch (error) {
      setAlert(t(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  const shownAlert = alert ?? noticeMessage;
  return (
    <Stack gap="8">
      <PageHeader title={t('auth.signIn.heading', { product: productName })} description={t('auth.signIn.subheading')} />

      {shownAlert && <StatusAlert status={alert || notice === 'locked' ? 'error' : 'warning'} title={shownAlert} testId={TEST_IDS.signInAlert} />}

      <form noValidate onSubmit={submit} data-testid={TEST_IDS.signInForm}>
        <Stack gap="5">
          <TextField label={t('auth.signIn.username')} required name="username" autoComplete="username" autoFocus {...form.field('username')} testId={TEST_IDS.signInUsername} />
          <TextField
            password
            label={t('auth.signIn.password')}
            required
            name="password"
            autoComplete="current-password"
            {...form.field('password')}
            testId={TEST_IDS.signInPassword}
            toggleTestId={TEST_IDS.signInPasswordToggle}
            aside={
              <Link asChild fontSize="sm" colorPalette="blue" color="colorPalette.fg">
                <RouterLink to="/password-reset">{t('auth.signIn.forgotPassword')}</RouterLink>
              </Link>
            }
          />

          {captcha && <CaptchaField captcha={captcha} value={captchaCode} onChange={form.set('captchaCode')} onRefresh={refreshCaptcha} error={form.field('captchaCode').error} />}

          <SignInLanguage />

          <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.signInSubmit}>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>

      <Text textAlign="center" color="fg.muted" fontSize="sm">
        {t('auth.signIn.noAccount', { product: productName })}{' '}
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to="/sign-up/account-info">{t('auth.signIn.createAccount')}</RouterLink>
        </Link>
      </Text>

      <LoginErrorDialog message={dialogMessage} onClose={() => setDialogMessage(null)} />
    </Stack>
  );
}
