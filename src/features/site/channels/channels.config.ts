import type { Selectable } from 'kysely';
import type { ChannelRestriction, ChannelsTable } from '../../../db/tables/catalogue';
import { countryCode } from '../../catalogue/import/import.people';
import { type ChannelConfig, channelConfigSchema } from '../../../shared/channels.schemas';

// What a channel row means, without any SQL: its parsed config, and the filters a restriction value
// from a URL stands for. The queries, the presenter and the service all read these.

export type ItemRef = { type: string; id: number };
export type ChannelRow = Selectable<ChannelsTable>;
export type Filters = ChannelConfig['filters'];

export function channelConfig(row: Pick<ChannelRow, 'config'>): ChannelConfig {
  try {
    return channelConfigSchema.parse(JSON.parse(row.config));
  } catch {
    return channelConfigSchema.parse(undefined);
  }
}

/** A restriction value from a URL ('science-fiction', 'gb', '2019') as a filter. */
export function restrictionFilter(restriction: ChannelRestriction | null, value: string | undefined): Filters {
  if (!restriction || !value) return {};
  const v = value.trim();
  if (restriction === 'year') return /^\d{4}$/.test(v) ? { year: Number(v) } : { year: -1 };
  if (restriction === 'country') return { country: countryCode(v.replace(/-/g, ' ')) ?? '??' };
  if (restriction === 'language') return { language: v.toLowerCase() };
  return { [restriction]: v };
}
