import { useTrans } from '../../shell/i18n';
import { TextArea, TextField } from '../../ui/field';
import { safeHref } from '../../ui/landing/landing-config';
import { useLandingDraft } from './landing-draft';
import { PanelHeader, PanelShell } from './panel-kit';
import { useLandingPreview } from './preview-sync';

/** Landing page > General: the hero's headline, subheadline and background image. */
export default function LandingGeneralPanel() {
  const t = useTrans();
  const draft = useLandingDraft();
  useLandingPreview(draft.draft);
  const { headline, subheadline, background_image } = draft.draft;
  const image = safeHref(background_image.trim());
  return (
    <PanelShell draft={draft} section="general" testId="landing-general-panel">
      <PanelHeader title="General" description="The top of the landing page. Changes show in the preview as you type." />
      <div className="flex flex-col gap-4 px-4">
        <TextField
          label={t('Headline')}
          value={headline}
          maxLength={200}
          error={draft.errors.headline}
          onChange={(e) => draft.update((c) => ({ ...c, headline: e.target.value }), ['headline'])}
        />
        <TextArea
          label={t('Subheadline')}
          rows={4}
          value={subheadline}
          error={draft.errors.subheadline}
          onChange={(e) => draft.update((c) => ({ ...c, subheadline: e.target.value }), ['subheadline'])}
        />
        <TextField
          label={t('Background image')}
          inputMode="url"
          placeholder="https://example.com/backdrop.jpg"
          value={background_image}
          description={t('A wide image address (1920 × 1080 or larger). Leave empty for the built-in poster wall.')}
          error={draft.errors.background_image}
          onChange={(e) => draft.update((c) => ({ ...c, background_image: e.target.value }), ['background_image'])}
        />
        {image && (
          <div className="relative aspect-video overflow-hidden rounded-theme border border-line bg-fg/5">
            <img src={image} alt={t('Background image')} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => draft.update((c) => ({ ...c, background_image: '' }), ['background_image'])}
              className="absolute end-2 top-2 rounded-full bg-black/70 px-3 py-1 text-xs font-medium text-white hover:bg-black/85"
            >
              {t('Use built-in artwork')}
            </button>
          </div>
        )}
      </div>
    </PanelShell>
  );
}
