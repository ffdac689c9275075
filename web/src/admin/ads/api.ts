import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';

export const AD_SLOTS = ['general_top', 'general_bottom', 'title_page', 'person_page', 'watch_page'] as const;
export type AdSlotKey = (typeof AD_SLOTS)[number];

/** Where each slot renders (spec section 1), for the cards' help text. */
export const SLOT_INFO: Record<AdSlotKey, { label: string; where: string }> = {
  general_top: {
    label: 'Top of pages',
    where: 'Above the content of the home, search, news, channel and season pages. At most 150 px high.',
  },
  general_bottom: {
    label: 'Bottom of pages',
    where: 'Below the content of the home, news, channel and season pages. At most 150 px high.',
  },
  title_page: { label: 'Title page', where: 'After the plot summary of a movie or series.' },
  person_page: { label: 'Person page', where: 'After the biography of a person.' },
  watch_page: { label: 'Watch page', where: 'Below the video player.' },
};

export type AdsValues = Record<string, string | boolean>;
export const adsKey = ['admin', 'ads-settings'] as const;

/** The ads.* settings out of every setting (GET settings needs settings.update, like this page). */
export const useAdsSettings = () =>
  useQuery({
    queryKey: adsKey,
    queryFn: () =>
      http
        .get<{ settings: Record<string, unknown> }>('settings')
        .then(
          (r) =>
            Object.fromEntries(
              Object.entries(r.settings).filter(([k, v]) => k.startsWith('ads.') && (typeof v === 'string' || typeof v === 'boolean')),
            ) as AdsValues,
        ),
    staleTime: 0,
  });

export const saveAds = (settings: AdsValues) => http.post<{ settings: Record<string, unknown>; message: string }>('settings', { settings });
