import type { z } from 'zod';

export interface SettingDefinition<T = unknown> {
  schema: z.ZodType<T>;
  default: T;
  /** Sent to every visitor in the bootstrap data. */
  public?: boolean;
  /** Never returned by GET settings (write-only), e.g. API secrets. */
  secret?: boolean;
  /** Environment variable that overrides the stored value. */
  env?: string;
}

export type SettingDefinitions = Record<string, SettingDefinition<any>>;

/** Declares a group of settings: dotted names (`branding.site_name`) with schema and default. */
export function defineSettings<T extends SettingDefinitions>(defs: T): T {
  return defs;
}
