import { useCurrentUser, useSettings } from '../../shell/bootstrap';
import { isSubscribed } from '../../shell/permissions';

export type AdSlotName = 'general_top' | 'general_bottom' | 'title_page' | 'person_page' | 'watch_page';

// Frame heights: the top/bottom banners keep the 150 px limit of spec section 1; the in-page slots
// leave room for a medium rectangle. A sandboxed frame cannot be measured from here, so it is fixed.
const HEIGHT: Record<AdSlotName, number> = { general_top: 150, general_bottom: 150, title_page: 250, person_page: 250, watch_page: 250 };

/**
 * An ad slot of spec section 1: the operator's ad code from the ads settings (/admin/ads), or
 * nothing at all (no code, slot or all ads switched off, or a subscriber when ads are hidden
 * for subscribers).
 *
 * Why a sandboxed srcdoc frame and not innerHTML: ad code is third-party markup pasted by an admin.
 * Inline it would run with the app's origin (session cookie requests, the API, the whole DOM).
 * In `<iframe sandbox srcdoc>` without allow-same-origin it gets an opaque origin: it cannot read
 * the page, its storage or call the API as the viewer, and cannot navigate the top window. Only
 * popups are allowed, so an ad link opens in a new tab. A srcdoc document also inherits this
 * page's Content-Security-Policy, so inline or foreign ad *scripts* stay blocked as well: HTML/image
 * ads render, script tags are inert. That is deliberate: loosening the app's CSP for ad networks
 * would weaken it for every page.
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
  // a color-scheme matching the page keeps the frame transparent (else dark themes get a white box)
  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><base target="_blank"><style>html,body{margin:0;padding:0;overflow:hidden;background:transparent;display:flex;justify-content:center;font-family:system-ui,sans-serif}</style></head><body>${html}</body></html>`;
  return (
    <aside data-ad-slot={slot} className={`mx-auto overflow-hidden ${limits} ${className}`}>
      <iframe
        title="Advertisement"
        srcDoc={doc}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        loading="lazy"
        className="block w-full border-0"
        style={{ height: HEIGHT[slot] }}
      />
    </aside>
  );
}
