import { lazy } from 'react';
import { paths } from '../paths';
import { guestOnly, joinEntry, registrationOpen } from './guards';
import type { RouteDef } from './types';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));

// Sign-in, registration and password screens (spec section 2).
export const authRoutes: RouteDef[] = [
  { path: paths.login, layout: 'auth', guard: guestOnly, page: LoginPage },
  { path: paths.workspaceJoinLogin, layout: 'auth', guard: joinEntry, page: LoginPage },
  { path: paths.register, layout: 'auth', guard: registrationOpen, page: RegisterPage },
  { path: paths.workspaceJoinRegister, layout: 'auth', guard: registrationOpen, page: RegisterPage },
  { path: paths.forgotPassword, layout: 'auth', guard: guestOnly, page: ForgotPasswordPage },
  { path: paths.resetPassword, layout: 'auth', guard: guestOnly, page: ResetPasswordPage },
];
