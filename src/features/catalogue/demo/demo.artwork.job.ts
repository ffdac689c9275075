import type { JobHandler } from '../../../platform/jobs';
import { drawMissingArt } from './demo.artwork';

// The 'demo:artwork' job: draws the demo pictures nobody has looked at yet, after the server is up
// and behind the demo videos (demo.seed.ts queues it). Pages never wait for it: the storage route
// draws a picture on its first request (ensureDemoArt).

export const DEMO_ARTWORK_JOB = 'demo:artwork';

export const demoArtworkJob: JobHandler = (_payload, ctx) =>
  drawMissingArt(ctx.app.services.storage, {
    signal: ctx.signal,
    onProgress: (done, total) => ctx.progress(done / total, `Drawing the demo artwork (${done} of ${total})`),
  });
