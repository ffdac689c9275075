import { createRouter } from '../../../http/app-env';
import { buildBootstrapData } from './bootstrap.service';

export const bootstrapRoutes = createRouter().get('/', async (c) => {
  c.header('Cache-Control', 'private, no-cache');
  return c.json(await buildBootstrapData(c));
});
