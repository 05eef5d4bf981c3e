// The server under test: the production build started as `npm start` starts it, and its memory
// read from /proc while the load runs.
import { readFileSync } from 'node:fs';
import { type ServerProcess, startServer, stopServer, waitUntilReady } from '../scripts/lib/server-process';

export interface BenchServer {
  baseUrl: string;
  process: ServerProcess;
  /** Resident memory now, MiB. */
  rssMiB(): number;
  /** The highest resident memory since the start (VmHWM), MiB. */
  peakRssMiB(): number;
  stop(): Promise<boolean>;
}

export async function startBenchServer(
  env: Record<string, string>,
  port: number,
  logFile: string,
): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc = startServer({ ...env, PORT: String(port), HOST: '127.0.0.1' }, { logFile });
  try {
    await waitUntilReady(baseUrl, proc, 300_000);
  } catch (err) {
    await stopServer(proc, 'bench');
    throw new Error(`${(err as Error).message}\n---- server output ----\n${proc.output()}`);
  }
  const pid = proc.child.pid;
  if (!pid) throw new Error('bench: the server has no process id');
  return {
    baseUrl,
    process: proc,
    rssMiB: () => statusKiB(pid, 'VmRSS') / 1024,
    peakRssMiB: () => statusKiB(pid, 'VmHWM') / 1024,
    stop: () => stopServer(proc, 'bench'),
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
