// `npm run api:check`: the OpenAPI document is one other systems can build on. It writes the
// document without a database, lints it with Redocly's recommended rules (redocly.yaml; any error
// fails), generates client types from it with openapi-typescript, and type-checks a small client
// (tools/api-check/client.ts) against them. The generated files stay in tools/api-check/generated/
// (ignored by git) to look at after a failure.
import { spawnSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOpenApiDocument } from './openapi-document';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolDir = path.join(root, 'tools/api-check');
const outDir = path.join(toolDir, 'generated');
const docFile = path.join(outDir, 'openapi.json');
const typesFile = path.join(outDir, 'fedra-api.d.ts');

// Redocly must not reach the internet: no usage report, no look-up of a newer version.
const quietEnv = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(label: string, command: string, args: string[], options: { capture?: boolean; cwd?: string } = {}) {
  console.log(`\n-- ${label}`);
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: quietEnv,
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { ok: result.status === 0, stdout: result.stdout ?? '' };
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** The errors of a failed lint, one line each (the full report has hundreds of warnings). */
async function lintErrors(): Promise<string[]> {
  const { stdout } = run(
    'Redocly errors',
    bin('redocly'),
    ['lint', docFile, '--format=json', '--max-problems=100000'],
    {
      capture: true,
    },
  );
  const report = JSON.parse(stdout) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
  };
  return report.problems
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
}

await mkdir(outDir, { recursive: true });
console.log('-- OpenAPI document');
await writeOpenApiDocument(docFile);
console.log(`written to ${path.relative(root, docFile)}`);

const lint = run('Redocly lint (recommended rules)', bin('redocly'), [
  'lint',
  docFile,
  `--config=${path.join(root, 'redocly.yaml')}`,
  '--format=summary',
  '--max-problems=100000',
]);
if (!lint.ok) {
  for (const line of await lintErrors()) console.error(line);
  console.error('\napi:check: the OpenAPI document has lint errors');
  process.exit(1);
}

// openapi-typescript needs TypeScript's JavaScript API, which TypeScript 7 does not have: it is
// installed with TypeScript 5.9 in the tools/api-check workspace, and found from there.
const fromTool = createRequire(path.join(toolDir, 'package.json'));
const generatorCli = path.join(path.dirname(fromTool.resolve('openapi-typescript/package.json')), 'bin/cli.js');
// Run from the tool's folder: in the root it would pick up redocly.yaml and print every warning of
// the lint above again; elsewhere it validates with Redocly's minimal rules, enough to generate.
const generated = run('openapi-typescript', process.execPath, [generatorCli, docFile, '--output', typesFile], {
  cwd: toolDir,
});
if (!generated.ok) {
  console.error('\napi:check: openapi-typescript could not generate client types');
  process.exit(1);
}
const types = await readFile(typesFile, 'utf8');
console.log(`${path.relative(root, typesFile)}: ${Math.round(types.length / 1024)} kB`);

// The project's own compiler (TypeScript 7) checks the client against the generated types.
const checked = run('tsc: a client of the generated types', bin('tsc'), ['-p', path.join(toolDir, 'tsconfig.json')]);
if (!checked.ok) {
  console.error('\napi:check: the client does not type-check against the generated types');
  process.exit(1);
}
console.log('\napi:check: the document lints without errors and its client types check');
