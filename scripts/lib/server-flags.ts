// The Node flags of the server as production runs it (`npm start`, `npm run serve`, and the
// harnesses that start it as production does). Measured in docs/benchmark.md ("Server memory"):
// V8 lets each isolate's young generation grow to 2 × 16 MB, and the server has two (the main one
// and tsx's loader thread), which is about 40 MB of the resident memory at start for no measurable
// throughput; 4 MB semi-spaces keep the requests' short-lived garbage in the young generation.
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
