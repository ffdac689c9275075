import type { ComponentType, ReactNode } from 'react';
import { AdminLayout } from './admin-layout';
import { AppearanceLayout } from './appearance-layout';
import { AuthLayout } from './auth-layout';
import { MainLayout, PlayerLayout } from './main-layout';

const Bare = ({ children }: { children: ReactNode }) => children;

export const layouts = {
  main: MainLayout,
  player: PlayerLayout,
  auth: AuthLayout,
  admin: AdminLayout,
  appearance: AppearanceLayout,
  bare: Bare,
} satisfies Record<string, ComponentType<{ children: ReactNode }>>;

export type LayoutName = keyof typeof layouts;
