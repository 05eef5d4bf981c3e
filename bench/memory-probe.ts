// Loaded into the server under test (bench/server.ts): answers the bench on the IPC channel with
// the server's memory as V8 and Node see it, and writes a heap snapshot when asked. Nothing of it
// runs in production.
import v8 from 'node:v8';

export type ProbeRequest = { id: number; kind: 'memory' } | { id: number; kind: 'heap-snapshot'; file: string };

export interface ProbeMemory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** V8's heap spaces by name: bytes in use and bytes reserved. */
  spaces: Record<string, { used: number; size: number }>;
}

export type ProbeAnswer =
  | { id: number; kind: 'memory'; memory: ProbeMemory }
  | { id: number; kind: 'heap-snapshot'; file: string };

function memory(): ProbeMemory {
  const spaces: ProbeMemory['spaces'] = {};
  for (const s of v8.getHeapSpaceStatistics()) spaces[s.space_name] = { used: s.space_used_size, size: s.space_size };
  return { ...process.memoryUsage(), spaces };
}

if (process.send) {
  process.on('message', (request: ProbeRequest) => {
    const answer: ProbeAnswer =
      request.kind === 'memory'
        ? { id: request.id, kind: 'memory', memory: memory() }
        : { id: request.id, kind: 'heap-snapshot', file: v8.writeHeapSnapshot(request.file) };
    process.send?.(answer);
  });
  // The channel must not keep the server alive: it stops on SIGTERM as in production.
  process.channel?.unref();
}
