// One way to the database (docs/decisions.md "Database and migrations"): outside platform/db and
// platform/jobs, the server's code neither checks out a connection (`.connect(`) nor writes a
// transaction statement (BEGIN, COMMIT, ROLLBACK, SAVEPOINT ...); it uses `transaction` and
// `cursorRows` of platform/db. Run by `npm run lint`; prints file:line of each offence and fails.
// Test files are not checked: a test may open a connection of its own to set a scene (an admin
// client that creates databases).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Offence {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** Folders (relative to apps/server/src) that own connections and transactions. */
const ALLOWED = ['platform/db/', 'platform/jobs/'];

const RULES: { pattern: RegExp; why: string }[] = [
  { pattern: /\.connect\s*\(/, why: 'checks out a connection: use transaction() or cursorRows() of platform/db' },
  {
    // A string or template that starts with a transaction statement: 'BEGIN', `commit`, "ROLLBACK".
    pattern: /['"`]\s*(BEGIN|COMMIT|ROLLBACK|START\s+TRANSACTION|SAVEPOINT|RELEASE\s+SAVEPOINT)\b/i,
    why: 'writes a transaction statement: use transaction() of platform/db',
  },
  {
    // The same statement after another one in the same SQL text ("...; COMMIT").
    pattern: /;[ \t]*(BEGIN|COMMIT|ROLLBACK|START TRANSACTION|SAVEPOINT)\b/,
    why: 'writes a transaction statement: use transaction() of platform/db',
  },
];

/** The offences in one file; `file` is relative to apps/server/src, with forward slashes. */
export function findOffences(file: string, source: string): Offence[] {
  if (ALLOWED.some((dir) => file.startsWith(dir)) || file.endsWith('.test.ts')) return [];
  const offences: Offence[] = [];
  source.split('\n').forEach((text, index) => {
    for (const rule of RULES) {
      if (rule.pattern.test(text)) offences.push({ file, line: index + 1, text: text.trim(), why: rule.why });
    }
  });
  return offences;
}

function sourceFiles(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, root);
    return entry.name.endsWith('.ts') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** Every offence under a source root (default: apps/server/src of this repository). */
export function checkDbAccess(root: string): Offence[] {
  return sourceFiles(root, root).flatMap((file) => findOffences(file, readFileSync(path.join(root, file), 'utf8')));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // Another source root may be given (the check's own test runs it on a sample tree).
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src'),
  );
  const offences = checkDbAccess(root);
  const shown = path.relative(process.cwd(), root) || '.';
  for (const o of offences) console.error(`${shown}/${o.file}:${o.line}: ${o.why}\n    ${o.text}`);
  if (offences.length) {
    console.error(`${offences.length} way(s) to the database outside platform/db and platform/jobs`);
    process.exit(1);
  }
}
