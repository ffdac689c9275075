import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { currentPasswordField } from '../auth/auth.schemas';
import { listUserSessions, logoutOtherSessions } from './user-sessions.service';

export const logoutOtherSchema = z.object({ password: currentPasswordField() });

export const userSessionsRoutes = createRouter()
  .get('/', async (c) => c.json({ sessions: await listUserSessions(c.var) }))
  .post('/logout-other', validate('json', logoutOtherSchema), async (c) =>
    c.json({ message: await logoutOtherSessions(c.var, c.req.valid('json').password) }),
  );
