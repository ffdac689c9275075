import { z } from 'zod';
import { messageBody } from '../../../http/response-schemas';
import { SETTINGS_TABS } from './settings.layout';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of the settings routes (src/http/responds.ts).

/** Every setting an admin may read, by name; secrets only say whether they are set. */
export const settingsMap = lazySchema(() =>
  z.record(z.string(), z.unknown()).meta({
    description: 'Setting values by name (e.g. `branding.site_name`); a secret shows whether it is set, never its value.',
  }),
);

export const settingsShown = lazySchema(() => z.looseObject({ settings: settingsMap }));
export const settingsSaved = lazySchema(() => messageBody.extend({ settings: settingsMap }));

const options = lazySchema(() => z.array(z.string()));
/** The form control for a setting, derived from the setting's schema (settings.fields.ts). */
const control = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.looseObject({ type: z.literal('boolean') }),
    z.looseObject({ type: z.literal('select'), options }),
    z.looseObject({
      type: z.literal('number'),
      min: z.number().optional(),
      max: z.number().optional(),
      integer: z.boolean(),
      nullable: z.boolean(),
    }),
    z.looseObject({ type: z.literal('text'), minLength: z.int().optional(), maxLength: z.int().optional(), multiline: z.boolean() }),
    z.looseObject({ type: z.literal('list') }),
    z.looseObject({ type: z.literal('multiselect'), options }),
    z.looseObject({ type: z.literal('secret'), maxLength: z.int().optional() }),
    z.looseObject({ type: z.literal('registration-fields') }),
  ]),
);

const field = lazySchema(() =>
  z.looseObject({
    name: z.string(),
    label: z.string(),
    description: z.string().nullable(),
    control,
    optionLabels: z.record(z.string(), z.string()).nullable(),
  }),
);

export const settingsForm = lazySchema(() =>
  z.looseObject({
    tabs: z.array(
      z.looseObject({
        id: z.enum(SETTINGS_TABS),
        groups: z.array(z.looseObject({ title: z.string(), description: z.string().nullable(), fields: z.array(field) })),
        notice: z.string().nullable().meta({ description: 'A plain sentence shown above the facts.' }),
        facts: z
          .array(z.looseObject({ label: z.string(), value: z.string() }))
          .meta({ description: 'What the tab can only show: how this server is set up and running.' }),
      }),
    ),
  }),
);

export const cacheCleared = lazySchema(() =>
  messageBody.extend({ dropped: z.int().meta({ description: 'How many cached responses were dropped.' }) }),
);
