import type { ReactNode } from 'react';
import { NameLink } from './admin-list-page';
import { Artwork } from '../../ui/catalogue/artwork';

/** The first cell of a catalogue row (titles, people): small artwork, the name linking to the editor, a detail line. */
export function ArtworkNameCell({
  src,
  kind,
  name,
  to,
  children,
}: {
  src: string | null | undefined;
  kind: 'poster' | 'profile';
  name: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <Artwork src={src} kind={kind} seed={name} sizes="40px" className="w-9 shrink-0" rounded="rounded-md" />
      <div className="min-w-0">
        <NameLink to={to}>{name}</NameLink>
        {children}
      </div>
    </div>
  );
}
