import { useTrans } from '../../shell/i18n';
import { Checkbox, TextField } from '../../ui/field';
import { ColorField } from './color-field';
import { ThemePage } from './theme-kit';
import { contrastProblems } from '../../../../src/shared/theme-contrast';
import { colorTokens, toChannels } from './theme-tokens';

/** Themes > {theme}: name, light/dark, default flags and every colour, previewed as they change. */
export default function ThemePanel() {
  const t = useTrans();
  return (
    <ThemePage testId="theme-panel" description="Colours show in the preview as you change them.">
      {(d) => (
        <>
          <TextField
            label={t('Name')}
            value={d.draft.name}
            maxLength={100}
            error={d.errors.name}
            onChange={(e) => d.update((x) => ({ ...x, name: e.target.value }), ['name'])}
          />
          <fieldset className="flex min-w-0 flex-col gap-2.5">
            <legend className="mb-2 text-sm font-medium">{t('Mode')}</legend>
            <Checkbox
              label={t('This is a dark theme')}
              checked={d.draft.is_dark}
              error={d.errors.is_dark}
              onChange={(e) => d.update((x) => ({ ...x, is_dark: e.target.checked }), ['is_dark'])}
            />
            <Checkbox
              label={t('Default for light mode')}
              checked={d.draft.default_light}
              error={d.errors.default_light}
              onChange={(e) => d.update((x) => ({ ...x, default_light: e.target.checked }), ['default_light'])}
            />
            <Checkbox
              label={t('Default for dark mode')}
              checked={d.draft.default_dark}
              error={d.errors.default_dark}
              onChange={(e) => d.update((x) => ({ ...x, default_dark: e.target.checked }), ['default_dark'])}
            />
            <p className="text-xs text-muted">{t('Visitors get the default theme of the mode their device prefers.')}</p>
          </fieldset>
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">{t('Colours')}</legend>
            {colorTokens.map((token) => {
              const problem = contrastProblems(d.draft.values)[token.name];
              const on = colorTokens.find((other) => other.name === problem?.on);
              const value = d.draft.values[token.name] ?? '';
              const field = `values.${token.name}`;
              const invalid = value.trim() !== '' && !toChannels(value);
              return (
                <ColorField
                  key={token.name}
                  name={token.name}
                  label={token.label}
                  hint={token.hint}
                  value={value}
                  error={d.errors[field] ?? (invalid ? t('Use a colour such as #f5c518.') : undefined)}
                  warning={
                    problem && on
                      ? t('Hard to read on :background: contrast :ratio:1, text needs 4.5:1.', {
                          background: t(on.label),
                          ratio: problem.ratio.toFixed(2),
                        })
                      : undefined
                  }
                  onChange={(v) => d.setValue(token.name, v)}
                />
              );
            })}
          </fieldset>
        </>
      )}
    </ThemePage>
  );
}
