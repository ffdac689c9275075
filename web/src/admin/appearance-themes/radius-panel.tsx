import { useTrans } from '../../shell/i18n';
import { ChoiceCard } from './choice-card';
import { ThemePage } from './theme-kit';
import { buttonRadiusScale, radiusScale } from './theme-tokens';

const scales = [
  { variable: '--mq-radius', legend: 'Cards, panels and inputs', options: radiusScale, sample: 'h-8 w-12' },
  { variable: '--mq-radius-button', legend: 'Buttons', options: buttonRadiusScale, sample: 'h-7 w-14' },
];

/** Themes > {theme} > Radius: how round corners are, for surfaces and for buttons. */
export default function ThemeRadiusPanel() {
  const t = useTrans();
  return (
    <ThemePage testId="theme-radius-panel" description="How round corners are. Changes show in the preview." gap="gap-6">
      {(d) => (
        <>
          {scales.map((scale) => {
            const current = d.draft.values[scale.variable];
            const error = d.errors[`values.${scale.variable}`];
            return (
              <fieldset
                key={scale.variable}
                className="flex flex-col gap-2"
                data-testid={`radius${scale.variable.replace('--mq-radius', '')}`}
              >
                <legend className="mb-2 text-sm font-medium">{t(scale.legend)}</legend>
                {scale.options.map((o) => (
                  <ChoiceCard
                    key={o.id}
                    name={scale.variable}
                    testId={`radius-option-${o.id}`}
                    checked={current === o.value}
                    onSelect={() => d.setValue(scale.variable, o.value)}
                  >
                    <span
                      className={`${scale.sample} shrink-0 border-2 border-primary bg-primary/20`}
                      style={{ borderRadius: o.value }}
                      aria-hidden
                    />
                    <span className="text-sm font-medium">{t(o.label)}</span>
                    <span className="ms-auto font-mono text-xs text-muted">{o.value}</span>
                  </ChoiceCard>
                ))}
                {current && !scale.options.some((o) => o.value === current) && (
                  <p className="text-xs text-muted">{t('Current custom value: :value', { value: current })}</p>
                )}
                {error && <p className="text-xs font-medium text-danger">{error}</p>}
              </fieldset>
            );
          })}
        </>
      )}
    </ThemePage>
  );
}
