// The load loop shared by the HTTP scenarios and their raw-SQL baselines: `connections` workers
// each run the task back to back for the duration; a warm-up first is not recorded. Measuring
// both sides with the same loop is what makes the API/raw ratios fair.

export interface LoadOptions {
  connections: number;
  durationMs: number;
  warmupMs: number;
}

/** One request: resolves true if the answer was the expected one, false (or throws) if not. */
export type Task = () => Promise<boolean>;

export interface LoadResult {
  requests: number;
  errors: number;
  /** The first error's message, to say why. */
  firstError: string | null;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export async function runLoad(task: Task, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupMs > 0) await drive(task, options.connections, options.warmupMs);
  return drive(task, options.connections, options.durationMs);
}

async function drive(task: Task, connections: number, durationMs: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      let ok = false;
      try {
        ok = await task();
        if (!ok) firstError ??= 'unexpected answer';
      } catch (err) {
        firstError ??= (err as Error).message;
      }
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  return summarize(latencies, errors, firstError, elapsedS);
}

/** Counts, throughput and nearest-rank percentiles (milliseconds) of the recorded latencies. */
export function summarize(
  latencies: number[],
  errors: number,
  firstError: string | null,
  elapsedS: number,
): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) =>
    sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0) : 0;
  return {
    requests: sorted.length,
    errors,
    firstError,
    rps: elapsedS > 0 ? sorted.length / elapsedS : 0,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? 0) : 0,
  };
}
