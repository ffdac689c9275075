import type { TitleDetail } from './types';

/**
 * Where the community feature's reviews section mounts on the title page. Until a reviews
 * component is registered here it renders nothing at all.
 */
export function ReviewsSlot(_props: { title: TitleDetail }) {
  return null;
}
