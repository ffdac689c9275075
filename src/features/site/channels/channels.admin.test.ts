import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';

// The admin channel list: search, sort and item counts, as the admin Channels screen uses them.
const kit = useCommunityContext();

describe('admin channel list', () => {
  it('sorts by name, date or item count and reports each channel’s item count', async () => {
    await kit.as(await kit.admin());
    const a = (await kit.call('POST', 'channel', { name: 'Aardvark picks' })).body.channel;
    const z = (await kit.call('POST', 'channel', { name: 'Zebra picks' })).body.channel;
    const t1 = await kit.title({ name: 'One' });
    const t2 = await kit.title({ name: 'Two' });
    for (const id of [t1.id, t2.id])
      expect((await kit.call('POST', `channel/${z.id}/add`, { item: { type: 'title', id } })).status).toBe(200);

    const byName = await kit.call('GET', 'channel?query=picks');
    expect(byName.body.pagination.data.map((c: { name: string }) => c.name)).toEqual(['Aardvark picks', 'Zebra picks']);
    const desc = await kit.call('GET', 'channel?query=picks&orderBy=name&orderDir=desc');
    expect(desc.body.pagination.data.map((c: { id: number }) => c.id)).toEqual([z.id, a.id]);
    const byCount = await kit.call('GET', 'channel?query=picks&orderBy=items_count');
    expect(byCount.body.pagination.data.map((c: { id: number; items_count: number }) => [c.id, c.items_count])).toEqual([
      [z.id, 2],
      [a.id, 0],
    ]);
    expect(byCount.body.pagination.total).toBe(2);
    expect((await kit.call('GET', 'channel?orderBy=rating')).status).toBe(422);
  });

  it('keeps channel writes to channel managers', async () => {
    await kit.as(await kit.user());
    expect((await kit.call('POST', 'channel', { name: 'Mine' })).status).toBe(403);
    await kit.as(await kit.admin());
    const res = await kit.call('POST', 'channel', { name: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(['The name field is required.']);
  });
});
