// What the figures were measured on: the report's first lines, so a result file explains itself.
import { cpus, totalmem } from 'node:os';
import pg from 'pg';

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string | null;
}

/** The machine; `connectionString` (if given) supplies the PostgreSQL server version. */
export async function describeMachine(connectionString?: string): Promise<Machine> {
  let postgres: string | null = null;
  if (connectionString) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      postgres =
        (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? null;
    } finally {
      await client.end();
    }
  }
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres,
  };
}

export function machineMarkdown(m: Machine): string {
  return [
    `- Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB memory`,
    `- Node ${m.node}${m.postgres ? `, PostgreSQL ${m.postgres}` : ''}`,
  ].join('\n');
}
