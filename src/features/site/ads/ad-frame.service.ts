import type { Deps } from '../../../deps';
import { notFound } from '../../../http/errors';
import { AD_SLOTS, type AdSlot } from '../../operations/settings/definitions/ads';

/** The ad code of a slot; a 404 for an unknown, switched-off or empty slot, and when ads are off. */
export function adSlotCode({ services }: Deps, slot: string) {
  const { settings } = services;
  if (!AD_SLOTS.includes(slot as AdSlot) || settings.get<boolean>('ads.disable') || !settings.get<boolean>(`ads.${slot}_enabled`))
    throw notFound();
  const code = settings.get<string>(`ads.${slot}`);
  if (!code.trim()) throw notFound();
  return code;
}
