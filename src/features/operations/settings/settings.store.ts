import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { validationError, type FieldErrors } from '../../../http/errors';
import type { SettingDefinitions } from '../../../shared/settings/define';
import { settingDefinitions } from './definitions';
import { issueMessage } from './settings.messages';
import { storedSettings, writeSettings } from './settings.queries';

export type SettingsMap = Record<string, unknown>;

/**
 * Typed key -> JSON settings with defaults. Read through an in-process copy that every write
 * replaces, so a request never waits on the database for a setting.
 */
export class SettingsStore {
  private values: SettingsMap | null = null;
  private readonly savedListeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly env: Record<string, string | undefined> = {},
    readonly definitions: SettingDefinitions = settingDefinitions,
  ) {}

  async load(): Promise<SettingsMap> {
    const rows = await storedSettings(this.db);
    const stored = new Map(rows.map((r) => [r.name, r.value]));
    const values: SettingsMap = {};
    for (const [name, def] of Object.entries(this.definitions)) {
      let value: unknown = def.default;
      const raw = stored.get(name);
      if (raw !== undefined) {
        const parsed = def.schema.safeParse(safeJson(raw));
        if (parsed.success) value = parsed.data;
      }
      const envValue = def.env ? this.env[def.env] : undefined;
      if (envValue !== undefined && envValue !== '') {
        const parsed = def.schema.safeParse(coerceEnv(envValue));
        if (parsed.success) value = parsed.data;
      }
      values[name] = value;
    }
    this.values = values;
    return values;
  }

  private current(): SettingsMap {
    if (!this.values) throw new Error('SettingsStore.load() must run before settings are read');
    return this.values;
  }

  get<T = unknown>(name: string): T {
    if (!(name in this.definitions)) throw new Error(`Unknown setting ${name}`);
    return this.current()[name] as T;
  }

  all(): SettingsMap {
    return { ...this.current() };
  }

  /** Settings a visitor may see, nested by their dots: `branding.site_name` -> `{branding:{site_name}}`. */
  publicNested(): Record<string, unknown> {
    const values = this.current();
    const flat: SettingsMap = {};
    for (const [name, def] of Object.entries(this.definitions)) if (def.public) flat[name] = values[name];
    return nest(flat);
  }

  /** Every setting for the admin pages; secrets are reported only as set or not. */
  adminView(): SettingsMap {
    const values = this.current();
    const out: SettingsMap = {};
    for (const [name, def] of Object.entries(this.definitions)) {
      out[name] = def.secret ? (values[name] ? '********' : '') : values[name];
    }
    return out;
  }

  /** Validates every value first and writes all of them in one transaction, or none. */
  async save(changes: SettingsMap): Promise<SettingsMap> {
    const errors: FieldErrors = {};
    const valid: [string, unknown][] = [];
    for (const [name, value] of Object.entries(changes)) {
      // own names only: `valueOf` or `constructor` name no setting
      const def = Object.hasOwn(this.definitions, name) ? this.definitions[name] : undefined;
      if (!def) {
        errors[name] = ['Unknown setting.'];
        continue;
      }
      if (def.secret && value === '********') continue; // unchanged secret echoed back by a form
      const parsed = def.schema.safeParse(value);
      if (!parsed.success) errors[name] = [...new Set(parsed.error.issues.map(issueMessage))];
      else valid.push([name, parsed.data]);
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const updatedAt = nowIso();
    await this.db.transaction().execute((trx) => writeSettings(trx, valid, updatedAt));
    const values = await this.load();
    for (const listener of this.savedListeners) listener();
    return values;
  }

  /** Hears every save here: the fleet sync makes the other processes reload. */
  onSaved(listener: () => void) {
    this.savedListeners.push(listener);
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function coerceEnv(v: string): unknown {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v;
}

export function nest(flat: SettingsMap): Record<string, unknown> {
  const out: Record<string, any> = {};
  for (const [name, value] of Object.entries(flat)) {
    const parts = name.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null || Array.isArray(node[part])) node[part] = {};
      node = node[part];
    }
    node[parts.at(-1)!] = value;
  }
  return out;
}
