import { createRouter } from '../../../http/app-env';
import { pageQuery } from '../../../http/pagination';
import { responds } from '../../../http/responds';
import { messageBody } from '../../../http/response-schemas';
import { validate } from '../../../http/validate';
import { idParam, NUMERIC_ID } from '../../community/profiles/community-common';
import { historyEntryAnswer, historyPage, markWatchedBody } from './history.schemas';
import { historyOf, markWatched, removeHistoryEntry } from './history.service';

/** The diary: GET users/{id}/history, POST users/me/history, DELETE users/me/history/{id}. */
export const historyRoutes = createRouter()
  .get(`/:id${NUMERIC_ID}/history`, validate('param', idParam), validate('query', pageQuery), responds(historyPage), async (c) =>
    c.json({ pagination: await historyOf(c.var, c.req.valid('param').id, c.req.valid('query')) }),
  )
  .post('/me/history', validate('json', markWatchedBody), responds(historyEntryAnswer), async (c) =>
    c.json({ entry: await markWatched(c.var, c.req.valid('json')) }, 201),
  )
  .delete(`/me/history/:id${NUMERIC_ID}`, validate('param', idParam), responds(messageBody), async (c) => {
    await removeHistoryEntry(c.var, c.req.valid('param').id);
    return c.json({ message: 'Removed from your diary' });
  });
