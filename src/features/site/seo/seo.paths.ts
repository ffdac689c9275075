// The public web URLs of catalogue pages (spec section 2), for canonical links and sitemaps.

export const titlePath = (t: { id: number; slug: string }) => `/titles/${t.id}/${t.slug}`;
export const seasonPath = (t: { id: number; slug: string }, season: number) => `${titlePath(t)}/season/${season}`;
export const episodePath = (t: { id: number; slug: string }, season: number, episode: number) =>
  `${seasonPath(t, season)}/episode/${episode}`;
export const personPath = (p: { id: number; slug: string }) => `/people/${p.id}/${p.slug}`;
export const newsPath = (n: { id: number }) => `/news/${n.id}`;
export const channelPath = (c: { slug: string }, restriction?: string) =>
  `/channel/${c.slug}${restriction ? `/${encodeURIComponent(restriction)}` : ''}`;
