import { createRouter } from '../../../http/app-env';
import { checkHealth } from './health.service';

/** GET /health: 200 when the database answers and every migration has run, else 503. */
export const healthRoutes = createRouter().get('/', async (c) => {
  const { ok, checks } = await checkHealth(c.var, c.var.log);
  c.header('Cache-Control', 'no-store');
  return c.json({ status: ok ? 'ok' : 'error', checks }, ok ? 200 : 503);
});
