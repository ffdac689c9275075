import type { Hono } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { captionsRoutes } from '../captions/captions.routes';
import { insightsRoutes } from '../../operations/insights/insights.routes';
import { mediaRoutes } from '../media/media.routes';
import { playsRoutes } from '../plays/plays.routes';
import { watchRoutes } from '../watch/watch.routes';
import { videosRoutes } from './videos.routes';

/** The watching features, mounted together under /api/v1 by features/routes.ts. */
export const videoFeatureRoutes: { base: 'api'; path: string; router: Hono<AppEnv> }[] = [
  { base: 'api', path: '/', router: mediaRoutes },
  { base: 'api', path: '/', router: videosRoutes },
  { base: 'api', path: '/', router: captionsRoutes },
  { base: 'api', path: '/', router: playsRoutes },
  { base: 'api', path: '/', router: watchRoutes },
  { base: 'api', path: '/', router: insightsRoutes },
];
