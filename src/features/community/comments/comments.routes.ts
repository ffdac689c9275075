import { lazySchema } from '../../../http/lazy-schema';
import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { idParam, NUMERIC_ID } from '../profiles/community-common';
import { reportBody } from '../reports/reports.service';
import { moderationRoutes } from '../reports/moderation.routes';
import { moderationPage, reportedBody } from '../reports/reports.schemas';
import { deleteCommentsAsModerator, listModerationComments } from './comments.moderation';
import {
  commentPage,
  commentsQuery,
  commentVotes,
  createCommentBody,
  deletedComment,
  moderatedComment,
  moderationCommentsQuery,
  newComment,
  oneComment,
  updateCommentBody,
  voteBody,
} from './comments.schemas';
import { createComment, deleteComment, listComments, reportComment, updateComment, voteComment } from './comments.service';

export const commentModerationRoutes = moderationRoutes(
  moderationCommentsQuery,
  listModerationComments,
  deleteCommentsAsModerator,
  lazySchema(() => moderationPage(moderatedComment)),
);

export const commentsRoutes = createRouter()
  .get('/', validate('query', commentsQuery), responds(commentPage), async (c) =>
    c.json({ pagination: await listComments(c.var, c.req.valid('query')) }),
  )
  .post('/', validate('json', createCommentBody), responds(newComment), async (c) =>
    c.json({ comment: await createComment(c.var, c.req.valid('json')) }, 201),
  )
  .put(`/:id${NUMERIC_ID}`, validate('param', idParam), validate('json', updateCommentBody), responds(oneComment), async (c) =>
    c.json({ comment: await updateComment(c.var, c.req.valid('param').id, c.req.valid('json').content) }),
  )
  .delete(`/:id${NUMERIC_ID}`, validate('param', idParam), responds(deletedComment), async (c) =>
    c.json(await deleteComment(c.var, c.req.valid('param').id)),
  )
  .post(`/:id${NUMERIC_ID}/vote`, validate('param', idParam), validate('json', voteBody), responds(commentVotes), async (c) =>
    c.json(await voteComment(c.var, c.req.valid('param').id, c.req.valid('json').vote)),
  )
  .post(`/:id${NUMERIC_ID}/report`, validate('param', idParam), validate('json', reportBody), responds(reportedBody), async (c) => {
    return c.json(await reportComment(c.var, c.req.valid('param').id, c.req.valid('json').reason));
  });
