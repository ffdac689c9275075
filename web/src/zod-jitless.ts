// zod without runtime code generation (issue 18): its object parser otherwise probes `new Function`
// on first use, which the Content-Security-Policy (no 'unsafe-eval') reports as a violation.
// zod reads this global when it loads, so it is set before any chunk that brings zod.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
