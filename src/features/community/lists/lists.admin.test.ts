import { describe, expect, it } from 'vitest';
import { grantPermission } from '../../../testing/factories';
import { useCommunityContext } from '../../../testing/community';

// The admin Lists screen: every user's lists (private ones too) for list managers, never for others.
const kit = useCommunityContext();

async function listOf(user: { id: number }, name: string, isPublic: boolean) {
  await kit.as(user);
  const res = await kit.call('POST', 'lists', { name, public: isPublic });
  expect(res.status).toBe(201);
  return res.body.list as { id: number; name: string };
}

describe('admin lists', () => {
  it('lets admins list private lists, filter by visibility and sort', async () => {
    const owner = await kit.user();
    const open = await listOf(owner, 'Beta open', true);
    const hidden = await listOf(owner, 'Alpha hidden', false);
    const names = (r: { body: { pagination: { data: { name: string }[] } } }) => r.body.pagination.data.map((l) => l.name);

    // an ordinary user asking for everything still gets public lists only
    await kit.as(await kit.user());
    expect(names(await kit.call('GET', 'lists?visibility=all'))).toEqual(['Beta open']);

    await kit.as(await kit.admin());
    expect(names(await kit.call('GET', 'lists?visibility=all&orderBy=name'))).toEqual(['Alpha hidden', 'Beta open']);
    expect(names(await kit.call('GET', 'lists?visibility=private'))).toEqual(['Alpha hidden']);
    expect(names(await kit.call('GET', 'lists?visibility=all&orderBy=name&orderDir=desc'))).toEqual(['Beta open', 'Alpha hidden']);
    expect(names(await kit.call('GET', 'lists'))).toEqual(['Beta open']);
    expect(names(await kit.call('GET', `lists?visibility=private&userId=${owner.id}`))).toEqual(['Alpha hidden']);
    expect((await kit.call('GET', 'lists?orderBy=popularity')).status).toBe(422);
    expect(open.id).not.toBe(hidden.id);
  });

  it('lets a list manager (lists.update) edit and delete another user’s private list', async () => {
    const owner = await kit.user();
    const hidden = await listOf(owner, 'Secret', false);
    const stranger = await kit.user();
    await kit.as(stranger);
    expect((await kit.call('PUT', `lists/${hidden.id}`, { name: 'Nope' })).status).toBe(404);

    const manager = await kit.user();
    await grantPermission(kit.t.db, manager.id, 'lists.update');
    await kit.as(manager);
    expect((await kit.call('GET', 'lists?visibility=private')).body.pagination.data.map((l: { id: number }) => l.id)).toContain(hidden.id);
    const title = await kit.title({ name: 'Kept' });
    expect((await kit.call('POST', `lists/${hidden.id}/items`, { type: 'title', item_id: title.id })).status).toBe(201);
    const updated = await kit.call('PUT', `lists/${hidden.id}`, { name: 'Renamed by staff', public: true });
    expect(updated.body.list).toMatchObject({ name: 'Renamed by staff', public: true, user_id: owner.id });
    expect((await kit.call('DELETE', `lists/${hidden.id}`)).body.deleted).toBe(1);
  });
});
