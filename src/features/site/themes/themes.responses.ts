import { z } from 'zod';
import { id, messageBody, page } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of the themes routes (src/http/responds.ts): a theme as presentTheme writes it.

const theme = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    is_dark: z.boolean(),
    default_light: z.boolean().meta({ description: 'The theme light-mode visitors get.' }),
    default_dark: z.boolean().meta({ description: 'The theme dark-mode visitors get.' }),
    values: z.record(z.string(), z.string()).meta({ description: 'CSS variables by name; colours as "R G B" channels.' }),
    font: z
      .looseObject({ family: z.string(), google: z.boolean().optional() })
      .nullable()
      .meta({ description: 'The font stack; `google` marks a web font served from this site.' }),
  }),
);

export const themeList = lazySchema(() => z.looseObject({ pagination: page(theme) }));
export const themeShown = lazySchema(() => z.looseObject({ theme }));
export const themeSaved = lazySchema(() => messageBody.extend({ theme }));
