import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { positiveId } from '../profiles/community-common';
import { reportBody } from '../reports/reports.service';
import { IDS, parseIds } from '../../catalogue/common/slug';
import { deleteCommentsAsModerator, listModerationComments } from './comments.moderation';
import { commentsQuery, createCommentBody, moderationCommentsQuery, updateCommentBody, voteBody } from './comments.schemas';
import { createComment, deleteComment, listComments, reportComment, updateComment, voteComment } from './comments.service';

const idParam = z.object({ id: positiveId });
const ID = '{[0-9]+}';

export const commentsRoutes = createRouter()
  .get('/moderation/comments', validate('query', moderationCommentsQuery), async (c) =>
    c.json({ pagination: await listModerationComments(c.var, c.req.valid('query')) }),
  )
  .delete(`/moderation/comments/:ids${IDS}`, async (c) => c.json(await deleteCommentsAsModerator(c.var, parseIds(c.req.param('ids')))))
  .get('/comments', validate('query', commentsQuery), async (c) => c.json({ pagination: await listComments(c.var, c.req.valid('query')) }))
  .post('/comments', validate('json', createCommentBody), async (c) =>
    c.json({ comment: await createComment(c.var, c.req.valid('json')) }, 201),
  )
  .put(`/comments/:id${ID}`, validate('param', idParam), validate('json', updateCommentBody), async (c) =>
    c.json({ comment: await updateComment(c.var, c.req.valid('param').id, c.req.valid('json').content) }),
  )
  .delete(`/comments/:id${ID}`, validate('param', idParam), async (c) => c.json(await deleteComment(c.var, c.req.valid('param').id)))
  .post(`/comments/:id${ID}/vote`, validate('param', idParam), validate('json', voteBody), async (c) =>
    c.json(await voteComment(c.var, c.req.valid('param').id, c.req.valid('json').vote)),
  )
  .post(`/comments/:id${ID}/report`, validate('param', idParam), validate('json', reportBody), async (c) => {
    return c.json(await reportComment(c.var, c.req.valid('param').id, c.req.valid('json').reason));
  });
