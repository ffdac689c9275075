import { inChildProcess } from '../../../platform/job-child';
import { drawMissingArt } from './demo.artwork';

// The 'demo:artwork' job: draws the demo pictures nobody has looked at yet, after the server is up.
// Pages never wait for it: the storage route draws a picture on its first request (ensureDemoArt).
// Queued twice: for the pictures of the home page's first rows right after the first trailer
// (demo-videos.seed.ts), and for all the rest behind the demo videos (demo.seed.ts).

export const DEMO_ARTWORK_JOB = 'demo:artwork';

export interface DemoArtworkJob {
  /** Storage keys of the pictures to draw (every width of each); none: every picture not drawn yet. */
  files?: string[];
}

/** Runs in a child process on the server (platform/job-child.ts): libvips' memory leaves with it. */
export const demoArtworkJob = inChildProcess<DemoArtworkJob>(DEMO_ARTWORK_JOB, (payload, ctx) =>
  drawMissingArt(ctx.app.services.storage, {
    files: payload.files,
    signal: ctx.signal,
    onProgress: (done, total) => ctx.progress(done / total, `Drawing the demo artwork (${done} of ${total})`),
  }),
);
