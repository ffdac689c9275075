import type { ReactNode } from 'react';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { DraftForm } from '../appearance-kit/draft-form';
import { PanelHeader as CommonPanelHeader } from '../appearance-kit/panel-header';
import type { LandingDraft } from './landing-draft';

/** Which panel edits each part of the config (to point at errors outside the open panel). */
export const landingSections = [
  { key: 'general', fields: ['headline', 'subheadline', 'background_image'], path: paths.appearanceLandingGeneral, label: 'General' },
  { key: 'actions', fields: ['actions'], path: paths.appearanceLandingActions, label: 'Action buttons' },
  { key: 'primary', fields: ['primary_features'], path: paths.appearanceLandingPrimary, label: 'Primary features' },
  { key: 'secondary', fields: ['secondary_features'], path: paths.appearanceLandingSecondary, label: 'Secondary features' },
] as const;

/** A landing panel's header: title and description are translated here, back goes to the sections. */
export function PanelHeader({ title, description }: { title: string; description?: string }) {
  const t = useTrans();
  return (
    <CommonPanelHeader
      back={paths.appearanceLanding}
      backLabel="Back to landing page sections"
      title={t(title)}
      description={description && t(description)}
    />
  );
}

/** The panel body with a save bar that stays at the bottom of the scrolling panel. */
export function PanelShell({
  draft,
  section,
  children,
  testId,
}: {
  draft: LandingDraft;
  section: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <DraftForm draft={draft} testId={testId} stateTestId="landing-draft-state" sections={landingSections} section={section}>
      {children}
    </DraftForm>
  );
}
