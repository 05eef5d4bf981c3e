// Runs before every server test file. The files share their worker's modules (`isolate: false`
// in vitest.config.ts: the server's code is imported once per worker, not once per file), so
// what one file may leave behind in process state is put back here: the real timers, and the
// clock on the demo day from the moment the file loads, so that dates a test computes at module
// level (fixtures "in 30 days") are on the same clock as the server it starts.
import { vi } from 'vitest';
import { setToday } from '../src/platform/clock';
import { TEST_TODAY } from './database';

vi.useRealTimers();
setToday(TEST_TODAY);
