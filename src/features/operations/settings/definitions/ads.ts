import { z } from 'zod';
import { defineSettings } from '../../../../shared/settings/define';
import { lazySchema } from '../../../../http/lazy-schema';

// The ad slots of spec section 1 and the admin's /admin/ads screen. A slot's value is the
// operator's own HTML/JS snippet; the site renders it only inside a sandboxed iframe
// (web/src/ui/catalogue/ad-slot.tsx), never inline into the app's DOM.
export const AD_SLOTS = ['general_top', 'general_bottom', 'title_page', 'person_page', 'watch_page'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

// 20 000 characters is plenty for an ad network tag and keeps the bootstrap data small.
const snippet = lazySchema(() => z.string().max(20_000, 'The ad code may be at most 20000 characters.'));

const slotSettings = Object.fromEntries(
  AD_SLOTS.flatMap((slot) => [
    [`ads.${slot}`, { schema: snippet, default: '', public: true }],
    [`ads.${slot}_enabled`, { schema: z.boolean(), default: true, public: true }],
  ]),
);

export const adsSettings = defineSettings({
  ...slotSettings,
  /** Turns every slot off at once. */
  'ads.disable': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  /** Subscribers (any valid or active subscription) see no ads. */
  'ads.hide_for_subscribers': { schema: lazySchema(() => z.boolean()), default: false, public: true },
});
