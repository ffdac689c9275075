import { describe, expect, it } from 'vitest';
import { useWorkspaceKit } from '../../testing/workspaces';

const kit = useWorkspaceKit();

// The workspaceId parameter the web client adds while a workspace is active (spec section 7).
describe('the active workspace of a request', () => {
  it('refuses a workspace the signed-in user does not belong to, from the query or a JSON body', async () => {
    const owner = await kit.user();
    await kit.as(owner);
    const ws = (await kit.call('POST', 'workspaces', { name: 'Ours' })).body.workspace;

    await kit.as(await kit.user());
    for (const res of [
      await kit.call('GET', `lists?workspaceId=${ws.id}`),
      await kit.call('POST', 'lists', { name: 'Sneaky', workspaceId: ws.id }),
      await kit.call('GET', 'lists?workspaceId=999999'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.errors.workspaceId).toEqual(['You are not a member of this workspace.']);
    }
    // nothing was written by the refused call
    expect(await kit.t.db.selectFrom('lists').select('id').where('name', '=', 'Sneaky').execute()).toEqual([]);
    // 0 and an absent parameter both mean the personal space
    expect((await kit.call('POST', 'lists', { name: 'Mine', workspaceId: 0 })).status).toBe(201);
  });

  it('leaves the body readable by the route after reading workspaceId from it', async () => {
    const owner = await kit.user();
    await kit.as(owner);
    const ws = (await kit.call('POST', 'workspaces', { name: 'Readers' })).body.workspace;
    const created = await kit.call('POST', 'lists', { name: 'Shared picks', description: 'From the body', workspaceId: ws.id });
    expect(created.status).toBe(201);
    expect(created.body.list).toMatchObject({ name: 'Shared picks', description: 'From the body', workspace_id: ws.id });
  });

  it('ignores the parameter for guests, so a stale cookie never locks a signed-out visitor out', async () => {
    await kit.as(null);
    expect((await kit.call('GET', 'lists?workspaceId=12345')).status).toBe(200);
  });
});
