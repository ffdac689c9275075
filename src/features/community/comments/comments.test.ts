import { describe, expect, it } from 'vitest';
import { createTestArticle } from '../../catalogue/common/factories';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

type C = { id: number; content: string; deleted: boolean; replies: C[]; depth: number; user: { id: number } | null };

describe('comments', () => {
  it('threads replies to any depth and presents content_html next to the raw text', async () => {
    const u = await kit.user();
    const t = await kit.title();
    await kit.as(u);
    const root = await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: '<b>Hi</b> see https://example.com' });
    expect(root.status).toBe(201);
    expect(root.body.comment.content).toBe('<b>Hi</b> see https://example.com');
    expect(root.body.comment.content_html).toBe(
      '&lt;b&gt;Hi&lt;/b&gt; see <a href="https://example.com/" rel="nofollow ugc noopener" target="_blank">https://example.com</a>',
    );
    let parent = root.body.comment.id;
    for (let depth = 1; depth <= 7; depth++) {
      const r = await kit.call('POST', 'comments', { commentable: `title:${t.id}`, parent_id: parent, content: `depth ${depth}` });
      expect(r.body.comment.depth).toBe(depth);
      parent = r.body.comment.id;
    }
    const { body } = await kit.call('GET', `comments?commentable=title:${t.id}`);
    let node: C = body.pagination.data[0];
    const seen = [node.content];
    while (node.replies.length) {
      node = node.replies[0]!;
      seen.push(node.content);
    }
    expect(seen).toHaveLength(8);
    expect(seen.at(-1)).toBe('depth 7');
    expect(body.pagination.next_cursor).toBeNull();

    // A reply must point at a comment on the same item.
    const t2 = await kit.title();
    const wrong = await kit.call('POST', 'comments', { commentable: `title:${t2.id}`, parent_id: root.body.comment.id, content: 'x' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.parent_id).toBeDefined();
    const invalid = await kit.call('POST', 'comments', { commentable: 'video:1', content: '' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(['commentable', 'content']));
  });

  it('comments on news and public lists; an unknown episode is a 404', async () => {
    const u = await kit.user();
    await kit.as(u);
    const article = await createTestArticle(kit.t.db);
    const list = (await kit.call('POST', 'lists', { name: 'Pub', public: true })).body.list;
    for (const ref of [`news:${article.id}`, `list:${list.id}`]) {
      expect((await kit.call('POST', 'comments', { commentable: ref, content: 'Nice' })).status).toBe(201);
      expect((await kit.call('GET', `comments?commentable=${ref}`)).body.pagination.data).toHaveLength(1);
    }
    expect((await kit.call('POST', 'comments', { commentable: 'episode:99999', content: 'Nice' })).status).toBe(404);
  });

  it('edits by the author; delete leaves a stub only when there are replies', async () => {
    const [author, other] = [await kit.user(), await kit.user()];
    const t = await kit.title();
    await kit.as(author);
    const a = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'first' })).body.comment;
    const lone = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'lonely' })).body.comment;
    expect((await kit.call('PUT', `comments/${a.id}`, { content: 'edited <i>' })).body.comment).toMatchObject({
      content: 'edited <i>',
      content_html: 'edited &lt;i&gt;',
    });
    await kit.as(other);
    expect((await kit.call('PUT', `comments/${a.id}`, { content: 'hijack' })).status).toBe(403);
    expect((await kit.call('DELETE', `comments/${a.id}`)).status).toBe(403);
    const reply = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, parent_id: a.id, content: 'reply' })).body.comment;

    await kit.as(author);
    expect((await kit.call('DELETE', `comments/${a.id}`)).body).toEqual({ deleted: true, stub: true });
    expect((await kit.call('DELETE', `comments/${lone.id}`)).body).toEqual({ deleted: true, stub: false });
    let list = (await kit.call('GET', `comments?commentable=title:${t.id}`)).body.pagination.data as C[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: a.id, deleted: true, content: '', user: null });
    expect(list[0]!.replies[0]!.content).toBe('reply');
    expect((await kit.call('PUT', `comments/${a.id}`, { content: 'back' })).status).toBe(404);
    expect((await kit.call('POST', 'comments', { commentable: `title:${t.id}`, parent_id: a.id, content: 'x' })).status).toBe(422);

    // Deleting the last reply also removes the stub it was holding up.
    await kit.as(other);
    await kit.call('DELETE', `comments/${reply.id}`);
    list = (await kit.call('GET', `comments?commentable=title:${t.id}`)).body.pagination.data;
    expect(list).toHaveLength(0);
  });

  it('lets admins moderate any comment', async () => {
    const author = await kit.user();
    const t = await kit.title();
    await kit.as(author);
    const c = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'off topic' })).body.comment;
    await kit.as(await kit.admin());
    expect((await kit.call('PUT', `comments/${c.id}`, { content: '[edited by a moderator]' })).body.comment.content).toBe(
      '[edited by a moderator]',
    );
    expect((await kit.call('DELETE', `comments/${c.id}`)).status).toBe(200);
    expect((await kit.call('GET', `comments?commentable=title:${t.id}`)).body.pagination.data).toEqual([]);
  });

  it('counts one vote per user, changeable, and ranks by the Wilson score', async () => {
    const author = await kit.user();
    const voters = [await kit.user(), await kit.user(), await kit.user()];
    const t = await kit.title();
    await kit.as(author);
    const low = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'low' })).body.comment;
    const high = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'high' })).body.comment;
    const mid = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'mid' })).body.comment;
    expect((await kit.call('POST', `comments/${high.id}/vote`, { vote: 'up' })).status).toBe(422);
    for (const v of voters) {
      await kit.as(v);
      for (let i = 0; i < 3; i++) await kit.call('POST', `comments/${high.id}/vote`, { vote: 'up' });
      await kit.call('POST', `comments/${low.id}/vote`, { vote: 'down' });
    }
    await kit.as(voters[0]!);
    await kit.call('POST', `comments/${mid.id}/vote`, { vote: 'up' });
    await kit.call('POST', `comments/${mid.id}/vote`, { vote: 'down' });
    const changed = await kit.call('POST', `comments/${mid.id}/vote`, { vote: 'up' });
    expect(changed.body).toMatchObject({ upvotes: 1, downvotes: 0, current_user_vote: 'up' });
    const row = await kit.t.db.selectFrom('comments').select(['upvotes', 'downvotes']).where('id', '=', high.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ upvotes: 3, downvotes: 0 });
    expect((await kit.call('POST', `comments/${high.id}/vote`, { vote: 'sideways' })).status).toBe(422);

    const ranked = (await kit.call('GET', `comments?commentable=title:${t.id}`)).body.pagination.data;
    expect(ranked.map((c: { content: string }) => c.content)).toEqual(['high', 'mid', 'low']);
    expect(ranked[0].current_user_vote).toBe('up');
    await kit.call('POST', `comments/${mid.id}/vote`, { vote: 'none' });
    expect((await kit.t.db.selectFrom('comments').select('upvotes').where('id', '=', mid.id).executeTakeFirstOrThrow()).upvotes).toBe(0);
  });

  it('paginates top-level comments with a cursor', async () => {
    const u = await kit.user();
    const t = await kit.title();
    await kit.as(u);
    for (let i = 1; i <= 5; i++) await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: `c${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { body: { pagination: { data: C[]; next_cursor: string | null } } } = await kit.call(
        'GET',
        `comments?commentable=title:${t.id}&perPage=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.body.pagination.data.map((c) => c.content));
      cursor = res.body.pagination.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
    expect((await kit.call('GET', `comments?commentable=title:${t.id}&cursor=garbage`)).status).toBe(422);
  });

  it('reports comments to admins and enforces quota and the write rate limit', async () => {
    const [author, reporter] = [await kit.user(), await kit.user()];
    const t = await kit.title();
    await kit.as(author);
    const c = (await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'rude' })).body.comment;
    await kit.as(reporter);
    expect((await kit.call('POST', `comments/${c.id}/report`, { reason: 'Rude words' })).status).toBe(200);
    await kit.as(await kit.admin());
    const reports = await kit.call('GET', 'reports?type=comment');
    expect(reports.body.pagination.data[0]).toMatchObject({ type: 'comment', reportable_id: c.id, reportable: { content: 'rude' } });

    const limited = await kit.limitedUser([{ name: 'comments.create', count: 1 }, { name: 'comments.view' }]);
    await kit.as(limited);
    expect((await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'one' })).status).toBe(201);
    const over = await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: 'two' });
    expect(over.status).toBe(403);
    expect(over.body.message).toMatch(/limit of 1/);

    const chatty = await kit.user();
    await kit.as(chatty);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await kit.call('POST', 'comments', { commentable: `title:${t.id}`, content: `m${i}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
