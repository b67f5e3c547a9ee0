import { Navigate, createBrowserRouter } from 'react-router-dom';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { SIGN_UP_STEPS } from '../features/signup/signup-steps';
import { HomeRedirect } from './home-redirect';
import { lazyPage } from './lazy-page';
import { ParamGuard } from './param-guard';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { shellRoutes } from './routes';

const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/signup/sign-up-page'), 'SignUpPage');
const MultiStepSignUpPage = lazyPage(() => import('../features/signup/multi-step-sign-up-page'), 'MultiStepSignUpPage');
const PasswordResetPage = lazyPage(() => import('../features/password-reset/password-reset-page'), 'PasswordResetPage');
const ResetPasswordPage = lazyPage(() => import('../features/password-reset/reset-password-page'), 'ResetPasswordPage');
const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const ServerErrorPage = lazyPage(() => import('../features/errors/server-error-page'), 'ServerErrorPage');
const ShellLayout = lazyPage(() => import('./shell-layout'), 'ShellLayout');

/** The routes of spec §2: screens without a token, error pages, the guarded shell, and 404 for the rest. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/sign-in', element: <SignInPage /> },
        {
          path: '/sign-up/:step',
          element: (
            <ParamGuard params={{ step: SIGN_UP_STEPS }}>
              <SignUpPage />
            </ParamGuard>
          ),
        },
        { path: '/password-reset', element: <PasswordResetPage /> },
        { path: '/reset_pwd', element: <ResetPasswordPage /> },
        { path: '/multi-step-sign-up', element: <MultiStepSignUpPage /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '/500', element: <ServerErrorPage /> },
        {
          element: <RequireAuth />,
          children: [{ element: <ShellLayout />, children: [{ index: true, element: <HomeRedirect /> }, ...shellRoutes()] }],
        },
        { path: '*', element: <Navigate replace to="/404" /> },
      ],
    },
  ]);
}
