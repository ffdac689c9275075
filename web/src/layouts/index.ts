import { type ComponentType, lazy, type ReactNode } from 'react';
import { MainLayout, PlayerLayout } from './main-layout';

const Bare = ({ children }: { children: ReactNode }) => children;

// Only the public layout is on the first-paint path (issue 18); the others load with their area.
const AdminLayout = lazy(async () => ({ default: (await import('./admin-layout')).AdminLayout }));
const AppearanceLayout = lazy(async () => ({ default: (await import('./appearance-layout')).AppearanceLayout }));
const AuthLayout = lazy(async () => ({ default: (await import('./auth-layout')).AuthLayout }));

export const layouts = {
  main: MainLayout,
  player: PlayerLayout,
  auth: AuthLayout,
  admin: AdminLayout,
  appearance: AppearanceLayout,
  bare: Bare,
} satisfies Record<string, ComponentType<{ children: ReactNode }>>;

export type LayoutName = keyof typeof layouts;
