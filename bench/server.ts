// The server under test: the production build started as `npm start` starts it, and its memory
// read from /proc while the load runs; a probe loaded into it (memory-probe.ts) tells what the
// memory is made of at the highest resident memory seen, and writes a heap snapshot when asked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ServerProcess, startServer, stopServer, waitUntilReady } from '../scripts/lib/server-process';
import type { ProbeAnswer, ProbeMemory, ProbeRequest } from './memory-probe';

/** The server's memory as V8 sees it, taken when its resident memory was the highest seen. */
export interface PeakMemory {
  /** Resident memory (/proc) when the breakdown was asked for, MiB. */
  rssMiB: number;
  memory: ProbeMemory;
}

/** A new breakdown is asked for when the resident memory is this much above the last one's. */
const PEAK_STEP_MIB = 4;

export interface BenchServer {
  baseUrl: string;
  process: ServerProcess;
  /** Resident memory now, MiB. */
  rssMiB(): number;
  /** The highest resident memory since the start (VmHWM), MiB. */
  peakRssMiB(): number;
  /** The breakdown taken nearest to the highest resident memory seen so far (null without one). */
  peakMemory(): PeakMemory | null;
  /** Writes a heap snapshot of the server to `file` (the server pauses meanwhile); its path. */
  heapSnapshot(file: string): Promise<string | null>;
  /** The snapshot taken when the memory first passed BENCH_HEAP_SNAPSHOT_MIB (null: none). */
  thresholdSnapshot(): Promise<string | null>;
  stop(): Promise<boolean>;
}

export async function startBenchServer(
  env: Record<string, string>,
  port: number,
  logFile: string,
): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc = startServer(
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    {
      logFile,
      preload: ['./bench/memory-probe.ts'],
      ipc: true,
      // For instance `--cpu-prof --cpu-prof-dir=/tmp/prof`: where the server's time goes under load.
      nodeFlags: process.env.BENCH_SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean),
    },
  );
  try {
    await waitUntilReady(baseUrl, proc, 300_000);
  } catch (err) {
    await stopServer(proc, 'bench');
    throw new Error(`${(err as Error).message}\n---- server output ----\n${proc.output()}`);
  }
  const pid = proc.child.pid;
  if (!pid) throw new Error('bench: the server has no process id');
  const probe = probeOf(proc);
  const rssMiB = () => statusKiB(pid, 'VmRSS') / 1024;
  // Every 100 ms for the whole run: a breakdown each time the memory climbs past the last one.
  let peak: PeakMemory | null = null;
  let asking = false;
  // BENCH_HEAP_SNAPSHOT_MIB=N: one heap snapshot the first time the memory passes N MiB, to see
  // what holds it while it is high (the snapshot pauses the server and inflates its memory).
  const snapshotMiB = Number(process.env.BENCH_HEAP_SNAPSHOT_MIB) || 0;
  let snapshot: Promise<string | null> | null = null;
  const watch = setInterval(() => {
    const now = rssMiB();
    if (snapshotMiB && !snapshot && !asking && now >= snapshotMiB) {
      const file = path.join(path.dirname(logFile), `server-${Math.round(now)}MiB.heapsnapshot`);
      asking = true;
      snapshot = probe<string>({ kind: 'heap-snapshot', file }, 600_000);
      void snapshot.finally(() => {
        asking = false;
      });
      return;
    }
    if (asking || (peak && now < peak.rssMiB + PEAK_STEP_MIB)) return;
    asking = true;
    void probe<ProbeMemory>({ kind: 'memory' })
      .then((memory) => {
        if (memory && (!peak || now > peak.rssMiB)) peak = { rssMiB: now, memory };
      })
      .finally(() => {
        asking = false;
      });
  }, 100);
  watch.unref();
  return {
    baseUrl,
    process: proc,
    rssMiB,
    peakRssMiB: () => statusKiB(pid, 'VmHWM') / 1024,
    peakMemory: () => peak,
    heapSnapshot: (file) => probe<string>({ kind: 'heap-snapshot', file }, 600_000),
    thresholdSnapshot: () => snapshot ?? Promise.resolve(null),
    stop: () => {
      clearInterval(watch);
      return stopServer(proc, 'bench');
    },
  };
}

type ProbeQuestion = { kind: 'memory' } | { kind: 'heap-snapshot'; file: string };

/** Asks the server's memory probe over IPC; null when it does not answer in time. */
function probeOf(proc: ServerProcess) {
  let nextId = 1;
  const waiting = new Map<number, (answer: ProbeAnswer) => void>();
  proc.child.on('message', (answer: ProbeAnswer) => waiting.get(answer.id)?.(answer));
  // The channel must not keep the bench alive after the server is gone.
  proc.child.channel?.unref();
  return <T>(question: ProbeQuestion, timeoutMs = 5_000): Promise<T | null> => {
    if (!proc.child.connected) return Promise.resolve(null);
    const id = nextId++;
    return new Promise<T | null>((resolve) => {
      const timer = setTimeout(() => finish(null), timeoutMs);
      function finish(value: T | null) {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(value);
      }
      waiting.set(id, (answer) => finish((answer.kind === 'memory' ? answer.memory : answer.file) as T));
      proc.child.send({ id, ...question } satisfies ProbeRequest, (err) => {
        if (err) finish(null);
      });
    });
  };
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Samples the server's resident memory every 100 ms until stopped; returns the peak seen, MiB. */
export function sampleMemory(server: BenchServer): { stop(): number } {
  let peak = server.rssMiB();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssMiB());
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, server.rssMiB());
    },
  };
}
