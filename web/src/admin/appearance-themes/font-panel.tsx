import { useTrans } from '../../shell/i18n';
import { TextField } from '../../ui/field';
import { ChoiceCard } from './choice-card';
import { ThemeRoute, ThemeShell } from './theme-kit';
import { fontStacks } from './theme-tokens';

const VAR = '--mq-font-family';

/** Themes > {theme} > Font: a font stack from the visitor's own device (nothing is downloaded). */
export default function ThemeFontPanel() {
  const t = useTrans();
  return (
    <ThemeRoute>
      {(theme) => (
        <ThemeShell
          theme={theme}
          testId="theme-font-panel"
          description="Fonts already on your visitors' devices: nothing is loaded from the internet."
        >
          {(d) => {
            const family = d.draft.values[VAR] ?? '';
            const choose = (value: string) =>
              d.update(
                (x) => ({ ...x, values: { ...x.values, [VAR]: value }, font: { family: value, google: false } }),
                [`values.${VAR}`, 'font.family'],
              );
            const known = fontStacks.some((f) => f.family === family);
            return (
              <div className="flex flex-col gap-4 px-4">
                <div role="radiogroup" aria-label={t('Font family')} className="flex flex-col gap-2">
                  {fontStacks.map((f) => (
                    <ChoiceCard
                      key={f.id}
                      name="font"
                      testId={`font-${f.id}`}
                      checked={f.family === family}
                      onSelect={() => choose(f.family)}
                    >
                      <span className="w-10 shrink-0 text-2xl leading-none" style={{ fontFamily: f.family }} aria-hidden>
                        Aa
                      </span>
                      <span className="flex min-w-0 flex-col">
                        <span className="text-sm font-medium">{t(f.label)}</span>
                        <span className="truncate text-xs text-muted" style={{ fontFamily: f.family }}>
                          {t('The quick brown fox jumps over the lazy dog')}
                        </span>
                      </span>
                    </ChoiceCard>
                  ))}
                </div>
                <TextField
                  label={t('Custom font stack')}
                  value={family}
                  maxLength={200}
                  description={
                    known
                      ? t('Or type your own list of installed fonts.')
                      : t('A custom list of installed fonts, ending with a generic family such as sans-serif.')
                  }
                  error={d.errors[`values.${VAR}`] ?? d.errors['font.family']}
                  onChange={(e) => choose(e.target.value)}
                />
              </div>
            );
          }}
        </ThemeShell>
      )}
    </ThemeRoute>
  );
}
