import { useEffect } from 'react';
import { useTrans } from '../../shell/i18n';
import { declareAllWebFonts, webFonts } from '../../shell/web-fonts';
import { TextField } from '../../ui/field';
import { ChoiceCard } from './choice-card';
import { ThemePage } from './theme-kit';
import { fontStacks } from './theme-tokens';

const VAR = '--mq-font-family';

interface FontChoice {
  id: string;
  label: string;
  stack: string;
  /** Served by this site (a web font) rather than read from the visitor's device. */
  web: boolean;
}

const choices: { title: string; fonts: FontChoice[] }[] = [
  {
    title: 'Web fonts, served by this site',
    fonts: webFonts.map((f) => ({ id: f.id, label: f.label, stack: f.stack, web: true })),
  },
  {
    title: "On your visitors' devices",
    fonts: fontStacks.map((f) => ({ id: f.id, label: f.label, stack: f.family, web: false })),
  },
];

/**
 * Themes > {theme} > Font: an open font this site serves itself (only the chosen one's file is
 * ever loaded, from this site), or a stack of fonts already on the visitor's device.
 */
export default function ThemeFontPanel() {
  const t = useTrans();
  // the samples below show each web font: this page (admins only) declares them all
  useEffect(() => declareAllWebFonts(), []);
  return (
    <ThemePage
      testId="theme-font-panel"
      description="Web fonts are served by this site, never by a third party, and only the chosen one loads."
    >
      {(d) => {
        const family = d.draft.values[VAR] ?? '';
        const choose = (value: string, web = false) =>
          d.update(
            (x) => ({ ...x, values: { ...x.values, [VAR]: value }, font: { family: value, google: web } }),
            [`values.${VAR}`, 'font.family'],
          );
        const known = choices.some((group) => group.fonts.some((f) => f.stack === family));
        return (
          <>
            {choices.map((group) => (
              <div key={group.title} role="radiogroup" aria-label={t(group.title)} className="flex flex-col gap-2">
                <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{t(group.title)}</h3>
                {group.fonts.map((f) => (
                  <ChoiceCard
                    key={f.id}
                    name="font"
                    testId={`font-${f.id}`}
                    checked={f.stack === family}
                    onSelect={() => choose(f.stack, f.web)}
                  >
                    <span className="w-10 shrink-0 text-2xl leading-none" style={{ fontFamily: f.stack }} aria-hidden>
                      Aa
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="text-sm font-medium">{t(f.label)}</span>
                      <span className="truncate text-xs text-muted" style={{ fontFamily: f.stack }}>
                        {t('The quick brown fox jumps over the lazy dog')}
                      </span>
                    </span>
                  </ChoiceCard>
                ))}
              </div>
            ))}
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
          </>
        );
      }}
    </ThemePage>
  );
}
