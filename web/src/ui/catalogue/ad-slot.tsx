import { useCurrentUser, useSettings } from '../../shell/bootstrap';
import { isSubscribed } from '../../shell/permissions';

export type AdSlotName = 'general_top' | 'general_bottom' | 'title_page' | 'person_page' | 'watch_page';

// Frame heights: the top/bottom banners keep the 150 px limit of spec section 1; the in-page slots
// leave room for a medium rectangle. A sandboxed frame cannot be measured from here, so it is fixed.
const HEIGHT: Record<AdSlotName, number> = { general_top: 150, general_bottom: 150, title_page: 250, person_page: 250, watch_page: 250 };

/** A short hash of the ad code: a new frame URL whenever the code changes. */
function codeVersion(code: string) {
  let h = 0;
  for (let i = 0; i < code.length; i++) h = (Math.imul(h, 31) + code.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/**
 * An ad slot of spec section 1: the operator's ad code from the ads settings (/admin/ads), or
 * nothing at all (no code, slot or all ads switched off, or a subscriber when ads are hidden
 * for subscribers).
 *
 * Why a sandboxed frame and not innerHTML: ad code is third-party markup, usually a network's
 * script tag. Inline it would run with the app's origin (the session, the API, the whole DOM).
 * The frame loads GET /ad-frame/{slot}, a document with its own permissive CSP so ad scripts run,
 * while the app's pages keep their strict one. The sandbox has allow-scripts but NOT
 * allow-same-origin, so that document gets an opaque origin: it cannot read the page, the site's
 * cookies or storage, and cannot navigate the top window. Popups are allowed so ad links open in
 * a new tab. The code is part of the URL's version so a saved change shows without a reload.
 */
export function AdSlot({ slot, className = '' }: { slot: AdSlotName; className?: string }) {
  const settings = useSettings();
  const user = useCurrentUser();
  const ads = settings.ads as Record<string, unknown> | undefined;
  if (!ads || ads.disable === true || ads[`${slot}_enabled`] === false) return null;
  if (ads.hide_for_subscribers === true && isSubscribed(user)) return null;
  const html = ads[slot];
  if (typeof html !== 'string' || !html.trim()) return null;
  const limits = slot === 'general_top' || slot === 'general_bottom' ? 'max-h-[150px]' : slot === 'watch_page' ? '' : 'max-w-[850px]';
  const src = `/ad-frame/${slot}?v=${codeVersion(html)}`;
  return (
    <aside data-ad-slot={slot} className={`mx-auto overflow-hidden ${limits} ${className}`}>
      <iframe
        title="Advertisement"
        src={src}
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        loading="lazy"
        className="block w-full border-0"
        style={{ height: HEIGHT[slot] }}
      />
    </aside>
  );
}
