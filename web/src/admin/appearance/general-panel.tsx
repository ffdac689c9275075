import { useTrans } from '../../shell/i18n';
import { TextArea, TextField } from '../../ui/field';
import { safeHref } from '../../ui/landing/landing-config';
import { useAppearanceDraft } from './editor-draft';
import { EditorHeader, EditorShell } from './editor-kit';

const images = [
  { name: 'branding.logo_light', label: 'Light logo', help: 'Shown on dark themes.', dark: true },
  { name: 'branding.logo_dark', label: 'Dark logo', help: 'Shown on light themes.', dark: false },
  { name: 'branding.logo_light_mobile', label: 'Light mobile logo', help: 'Optional: a smaller light logo for phones.', dark: true },
  { name: 'branding.logo_dark_mobile', label: 'Dark mobile logo', help: 'Optional: a smaller dark logo for phones.', dark: false },
  { name: 'branding.favicon', label: 'Favicon', help: 'A square image (PNG or ICO, 48 × 48 or larger).', dark: false },
];

/** General: site name, description, logos and favicon (addresses of images). */
export default function GeneralPanel() {
  const t = useTrans();
  const draft = useAppearanceDraft();
  const text = (name: string) => draft.value<string>(name) ?? '';
  return (
    <EditorShell draft={draft} section="branding." testId="appearance-general-panel">
      <EditorHeader title={t('General')} description={t('Name and branding of the site. The preview follows as you type.')} />
      <div className="flex flex-col gap-4 px-4">
        <TextField
          label={t('Site name')}
          value={text('branding.site_name')}
          maxLength={100}
          error={draft.errors['branding.site_name']}
          onChange={(e) => draft.set('branding.site_name', e.target.value)}
        />
        <TextArea
          label={t('Site description')}
          rows={3}
          value={text('branding.site_description')}
          description={t('Used by search engines when a page has no description of its own.')}
          error={draft.errors['branding.site_description']}
          onChange={(e) => draft.set('branding.site_description', e.target.value)}
        />
        {images.map((img) => {
          const url = text(img.name);
          const shown = safeHref(url.trim());
          return (
            <div key={img.name} className="flex flex-col gap-2">
              <TextField
                label={t(img.label)}
                inputMode="url"
                placeholder="https://example.com/logo.png"
                value={url}
                description={t(img.help)}
                error={draft.errors[img.name]}
                onChange={(e) => draft.set(img.name, e.target.value)}
              />
              {shown && (
                <div
                  className={`flex items-center justify-between gap-2 rounded-theme border border-line p-2 ${img.dark ? 'bg-neutral-900' : 'bg-neutral-100'}`}
                >
                  <img src={shown} alt={t(img.label)} className="h-8 max-w-48 object-contain" />
                  <button
                    type="button"
                    onClick={() => draft.set(img.name, '')}
                    className="rounded-full bg-black/70 px-3 py-1 text-xs font-medium text-white hover:bg-black/85"
                  >
                    {t('Remove')}
                  </button>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </EditorShell>
  );
}
