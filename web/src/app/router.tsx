import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../features/errors/route-error-page';
import type { TranslationKey } from '../i18n/i18n';
import { HomeRedirect } from './home-redirect';
import { lazyPage } from './lazy-page';
import { ParamGuard } from './param-guard';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { shellRoutes } from './routes';

const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'), 'SignInPage');
const AuthPlaceholderPage = lazyPage(() => import('../features/auth/auth-placeholder-page'), 'AuthPlaceholderPage');
const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const ServerErrorPage = lazyPage(() => import('../features/errors/server-error-page'), 'ServerErrorPage');
const ShellLayout = lazyPage(() => import('./shell-layout'), 'ShellLayout');

/** Sign-up steps of spec §2: account info, verify email, accept terms. */
const SIGN_UP_STEPS = ['account-info', 'verify-email', 'accept-terms'] as const;

function authPage(path: string, title: TranslationKey): RouteObject {
  return { path, element: <AuthPlaceholderPage title={title} /> };
}

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
              <AuthPlaceholderPage title="routes.signUp" />
            </ParamGuard>
          ),
        },
        authPage('/password-reset', 'routes.passwordReset'),
        authPage('/reset_pwd', 'routes.resetPassword'),
        authPage('/multi-step-sign-up', 'routes.multiStepSignUp'),
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
