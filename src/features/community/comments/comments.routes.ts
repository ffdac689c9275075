import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { idParam, NUMERIC_ID } from '../profiles/community-common';
import { reportBody } from '../reports/reports.service';
import { moderationRoutes } from '../reports/moderation.routes';
import { deleteCommentsAsModerator, listModerationComments } from './comments.moderation';
import { commentsQuery, createCommentBody, moderationCommentsQuery, updateCommentBody, voteBody } from './comments.schemas';
import { createComment, deleteComment, listComments, reportComment, updateComment, voteComment } from './comments.service';

export const commentModerationRoutes = moderationRoutes(moderationCommentsQuery, listModerationComments, deleteCommentsAsModerator);

export const commentsRoutes = createRouter()
  .get('/', validate('query', commentsQuery), async (c) => c.json({ pagination: await listComments(c.var, c.req.valid('query')) }))
  .post('/', validate('json', createCommentBody), async (c) => c.json({ comment: await createComment(c.var, c.req.valid('json')) }, 201))
  .put(`/:id${NUMERIC_ID}`, validate('param', idParam), validate('json', updateCommentBody), async (c) =>
    c.json({ comment: await updateComment(c.var, c.req.valid('param').id, c.req.valid('json').content) }),
  )
  .delete(`/:id${NUMERIC_ID}`, validate('param', idParam), async (c) => c.json(await deleteComment(c.var, c.req.valid('param').id)))
  .post(`/:id${NUMERIC_ID}/vote`, validate('param', idParam), validate('json', voteBody), async (c) =>
    c.json(await voteComment(c.var, c.req.valid('param').id, c.req.valid('json').vote)),
  )
  .post(`/:id${NUMERIC_ID}/report`, validate('param', idParam), validate('json', reportBody), async (c) => {
    return c.json(await reportComment(c.var, c.req.valid('param').id, c.req.valid('json').reason));
  });
