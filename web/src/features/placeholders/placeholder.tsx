import type { ComponentType } from 'react';
import { type SectionSpec, SectionPage } from './section-page';

/** A page component for a screen that a later feature fills in (see web/README.md). */
export function placeholder(variant: 'main' | 'admin' | 'auth' | 'panel', title: string, message?: string, extra: Omit<SectionSpec, 'title' | 'message'> = {}): ComponentType {
  const spec: SectionSpec = { title, message, ...extra };
  const Page = () => <SectionPage spec={spec} variant={variant} />;
  Page.displayName = `Placeholder(${title})`;
  return Page;
}
