import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/harness';

// Found by the API fuzz test on PostgreSQL, where comparing a number past 2^31 - 1 with an integer
// column is an error (SQLite just finds nothing): every such request answered 500.

const env = useTestApp();

describe('numbers past the id range', () => {
  it('answer 404 in a path, on both engines', async () => {
    await env.ctx.signIn(env.adminId);
    for (const [method, path] of [
      ['GET', '/api/v1/titles/99999999999'],
      ['GET', '/api/v1/users/127563859161'],
      ['PUT', '/api/v1/comments/433547719427'],
      ['DELETE', '/api/v1/reviews/951455789727'],
    ] as const) {
      const res = await env.ctx.request(path, { method, ...(method === 'PUT' && { json: { content: 'Edited.' } }) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('are refused or find nothing in a query or body, never a 500', async () => {
    await env.ctx.signIn(env.adminId);
    const reviews = await env.ctx.request('/api/v1/reviews?userId=646663573165');
    expect([200, 422]).toContain(reviews.status);
    const comments = await env.ctx.request('/api/v1/comments?commentable=episode:5473946302');
    expect([200, 404, 422]).toContain(comments.status);
    const rating = await env.ctx.request('/api/v1/users/me/ratings', {
      method: 'POST',
      json: { type: 'title', id: 7432424149, rating: 8 },
    });
    expect([404, 422]).toContain(rating.status);
  });

  it('a comma list of ids that names none is a 404, not an empty IN () (a 500 on PostgreSQL)', async () => {
    await env.ctx.signIn(env.adminId);
    for (const path of ['/api/v1/lists/0', '/api/v1/reports/0', '/api/v1/titles/0,0']) {
      const res = await env.ctx.request(path, { method: 'DELETE' });
      expect(res.status, path).toBe(404);
    }
  });
});
