import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import merriweatherUrl from '@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2?url';
import openSansUrl from '@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2?url';
import robotoUrl from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url';
import sourceSansUrl from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import lato400Url from '@fontsource/lato/files/lato-latin-400-normal.woff2?url';
import lato700Url from '@fontsource/lato/files/lato-latin-700-normal.woff2?url';

// Open fonts served by Marquee itself (the spec's "web font service", self-hosted: no third-party
// request). Each is one Latin woff2 (a variable font covering every weight; Lato has two static
// weights), emitted by the build under /assets/fonts/. A page declares an @font-face only for the
// theme's chosen font, so no other font file is ever fetched. All are SIL Open Font License 1.1.

export interface WebFont {
  id: string;
  label: string;
  /** The @font-face family name: the first name of `stack`. */
  family: string;
  /** The value of --mq-font-family: the font, then fallbacks while it loads or for other scripts. */
  stack: string;
  faces: { url: string; weight: string }[];
}

const sans = 'system-ui, -apple-system, "Segoe UI", Arial, sans-serif';
const serif = 'Georgia, Cambria, "Times New Roman", serif';
const font = (id: string, label: string, family: string, fallback: string, faces: WebFont['faces']): WebFont => ({
  id,
  label,
  family,
  stack: `"${family}", ${fallback}`,
  faces,
});

export const webFonts: WebFont[] = [
  font('inter', 'Inter', 'Inter Variable', sans, [{ url: interUrl, weight: '100 900' }]),
  font('roboto', 'Roboto', 'Roboto Variable', sans, [{ url: robotoUrl, weight: '100 900' }]),
  font('open-sans', 'Open Sans', 'Open Sans Variable', sans, [{ url: openSansUrl, weight: '300 800' }]),
  font('lato', 'Lato', 'Lato', sans, [
    { url: lato400Url, weight: '400' },
    { url: lato700Url, weight: '700' },
  ]),
  font('source-sans-3', 'Source Sans 3', 'Source Sans 3 Variable', sans, [{ url: sourceSansUrl, weight: '200 900' }]),
  font('merriweather', 'Merriweather', 'Merriweather Variable', serif, [{ url: merriweatherUrl, weight: '300 900' }]),
];

/** The web font a font stack starts with, if any (`"Inter Variable", system-ui` -> Inter). */
export function webFontOf(stack: string | undefined): WebFont | undefined {
  const first = stack
    ?.split(',')[0]
    ?.trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .toLowerCase();
  return first ? webFonts.find((f) => f.family.toLowerCase() === first) : undefined;
}

export const fontFaceCss = (f: WebFont) =>
  f.faces
    .map(
      (face) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-display:swap;font-weight:${face.weight};src:url("${face.url}") format("woff2")}`,
    )
    .join('\n');

const STYLE_ID = 'mq-web-font';

/** Declares the stack's web font (and only it) on the page; a stack of installed fonts declares none. */
export function applyWebFont(stack: string | undefined, doc: Document = document) {
  const chosen = webFontOf(stack);
  let style = doc.getElementById(STYLE_ID);
  if (!chosen) return style?.remove();
  if (style?.dataset.font === chosen.id) return;
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  style.dataset.font = chosen.id;
  style.textContent = fontFaceCss(chosen);
}

/** The font picker's samples: every web font, declared through the FontFace API (admins only). */
export function declareAllWebFonts(doc: Document = document) {
  for (const f of webFonts) {
    if ([...doc.fonts].some((face) => face.family.replace(/"/g, '') === f.family)) continue;
    for (const face of f.faces)
      doc.fonts.add(new FontFace(f.family, `url("${face.url}") format("woff2")`, { weight: face.weight, display: 'swap' }));
  }
}
