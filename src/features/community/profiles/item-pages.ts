import type { Db } from '../../../db/database';
import type { CommentableType } from '../../../db/tables/community';
import { episodePath, newsPath, titlePath } from '../../site/seo/seo.paths';
import { episodeLinkRow, listLinkRow, newsLinkRow, titleLinkRow } from './community.queries';

/** The web page of something people comment on or review, and its name ("Dune", "Severance S1E2"). */
export async function itemPage(db: Db, type: CommentableType, id: number): Promise<{ name: string; path: string } | null> {
  switch (type) {
    case 'title': {
      const t = await titleLinkRow(db, id);
      return t ? { name: t.name, path: titlePath(t) } : null;
    }
    case 'episode': {
      const e = await episodeLinkRow(db, id);
      return e
        ? { name: `${e.name} S${e.season_number}E${e.episode_number}`, path: episodePath(e, e.season_number, e.episode_number) }
        : null;
    }
    case 'news': {
      const n = await newsLinkRow(db, id);
      return n ? { name: n.name, path: newsPath(n) } : null;
    }
    case 'list': {
      const l = await listLinkRow(db, id);
      return l ? { name: l.name, path: `/lists/${l.id}` } : null;
    }
  }
}
