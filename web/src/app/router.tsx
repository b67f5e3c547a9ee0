import { Navigate, createBrowserRouter } from 'react-router-dom';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { SIGN_UP_STEPS } from '../features/signup/signup-steps';
import { HomeRedirect } from './home-redirect';
import { lazyPage } from './lazy-page';
import { ParamGuard } from './param-guard';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { shellPageFor, shellRoutes } from './routes';

const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/signup/sign-up-page'), 'SignUpPage');
const MultiStepSignUpPage = lazyPage(() => import('../features/signup/multi-step-sign-up-page'), 'MultiStepSignUpPage');
const PasswordResetPage = lazyPage(() => import('../features/password-reset/password-reset-page'), 'PasswordResetPage');
const ResetPasswordPage = lazyPage(() => import('../features/password-reset/reset-password-page'), 'ResetPasswordPage');
const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const ServerErrorPage = lazyPage(() => import('../features/errors/server-error-page'), 'ServerErrorPage');
const ShellLayout = lazyPage(() => import('./shell-layout'), 'ShellLayout');

/** The screens without a token that need nothing but their page (sign-up, with its steps, is apart). */
const PUBLIC_PAGES = [
  ['/sign-in', SignInPage],
  ['/password-reset', PasswordResetPage],
  ['/reset_pwd', ResetPasswordPage],
  ['/multi-step-sign-up', MultiStepSignUpPage],
  ['/404', NotFoundPage],
  ['/500', ServerErrorPage],
] as const;

/**
 * Starts loading the chunks the first screen at `pathname` needs while the runtime config and
 * the session check are still on their way, instead of after them: the shell and the page for
 * a signed-in user, the sign-in page for anyone else.
 */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  const open = PUBLIC_PAGES.find(([path]) => path === pathname)?.[1] ?? (pathname.startsWith('/sign-up/') ? SignUpPage : undefined);
  if (open) return open.preload();
  if (!signedIn) return SignInPage.preload();
  ShellLayout.preload();
  shellPageFor(pathname)?.preload();
}

/** The routes of spec §2: screens without a token, error pages, the guarded shell, and 404 for the rest. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...PUBLIC_PAGES.map(([path, Page]) => ({ path, element: <Page /> })),
        {
          path: '/sign-up/:step',
          element: (
            <ParamGuard params={{ step: SIGN_UP_STEPS }}>
              <SignUpPage />
            </ParamGuard>
          ),
        },
        {
          element: <RequireAuth />,
          children: [{ element: <ShellLayout />, children: [{ index: true, element: <HomeRedirect /> }, ...shellRoutes()] }],
        },
        { path: '*', element: <Navigate replace to="/404" /> },
      ],
    },
  ]);
}
