import { useSettings } from '../../shell/bootstrap';

export type AdSlotName = 'general_top' | 'general_bottom' | 'title_page' | 'person_page' | 'watch_page';

/**
 * An ad slot of spec section 1: the operator's ad HTML from the ads settings, or nothing at all.
 * The HTML is the admin's own markup (settings.update only), rendered as given.
 */
export function AdSlot({ slot, className = '' }: { slot: AdSlotName; className?: string }) {
  const settings = useSettings();
  const ads = settings.ads as Record<string, unknown> | undefined;
  const html = ads && !ads.disable ? ads[slot] : undefined;
  if (typeof html !== 'string' || !html.trim()) return null;
  const limits = slot === 'general_top' || slot === 'general_bottom' ? 'max-h-[150px]' : slot === 'watch_page' ? '' : 'max-w-[850px]';
  return <aside data-ad-slot={slot} className={`mx-auto overflow-hidden ${limits} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
