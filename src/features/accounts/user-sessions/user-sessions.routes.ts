import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { messageBody } from '../../../http/response-schemas';
import { validate } from '../../../http/validate';
import { logoutOtherSchema, userSessions } from './user-sessions.schemas';
import { listUserSessions, logoutOtherSessions } from './user-sessions.service';

export const userSessionsRoutes = createRouter()
  .get('/', responds(userSessions), async (c) => c.json({ sessions: await listUserSessions(c.var) }))
  .post('/logout-other', validate('json', logoutOtherSchema), responds(messageBody), async (c) =>
    c.json({ message: await logoutOtherSessions(c.var, c.req.valid('json').password) }),
  );
