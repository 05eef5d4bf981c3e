// The Node flags of the server as production runs it (`npm start`, `npm run serve`, and the
// harnesses that start it as production does; `serve` names them on its own command line, which
// apps/server/test/platform/server-flags.test.ts holds to this list).
// Measured in docs/benchmark.md ("Server memory"):
// - V8 lets each isolate's young generation grow to 2 × 16 MB, and the server has two (the main
//   one and tsx's loader thread), which is about 40 MB of the resident memory at start for no
//   measurable throughput; 4 MB semi-spaces keep the requests' short-lived garbage in the young
//   generation.
// - After a full collection V8 lets the old generation grow up to four times what survived before
//   it collects again, so a burst of garbage (a 50,000-line bank statement, a list under load)
//   took the server to 400–460 MiB while what it held was about 130. Growth of 30 % keeps the
//   peak near 300 MiB; the lists' throughput at 50 connections stayed within the runs' noise, the
//   statement took about a third longer (more collections while it is read and booked).
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--heap-growing-percent=30'];
