// `npm run bench:web-growth`: does the sign-in page's JavaScript grow with the number of pages?
// Builds the web application twice into a temporary folder: as it is, and with 50 extra
// generated pages in the route table, each with a module of its own, as a feature's pages would
// be. Prints the sign-in JavaScript of both (bench/web/sign-in-chunks.ts) and the difference,
// which must stay under 0.5 kB (issue 34), and the sign-in budget (120 kB gzip, bench/web/report.ts);
// exits 1 when either does not hold. Static: the chunk graph, no browser (CI runs it).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { repoRoot } from '../scripts/lib/server-process';
import { SIGN_IN_JS_BUDGET_BYTES } from './web/report';
import { type BuiltChunk, type SignInJs, signInJs } from './web/sign-in-chunks';

export const EXTRA_PAGES = 50;
export const GROWTH_LIMIT_BYTES = 500;

const webRoot = path.join(repoRoot, 'apps', 'web');
const REGISTRY = /[\\/]app[\\/]routes[\\/]registry\.ts$/;
const PAGES_ID = 'virtual:bench-generated-pages';
const PAGE_ID = /^virtual:bench-generated-page-(\d+)$/;

/** Adds `count` pages to the route table (registry.ts): one lazy module and one path each. */
function generatedPages(count: number): Plugin {
  return {
    name: 'bench:generated-pages',
    // On the source as written (its trailing comma), before TypeScript is stripped.
    enforce: 'pre',
    resolveId(id) {
      return id === PAGES_ID || PAGE_ID.test(id) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${PAGES_ID}`) {
        const pages = Array.from(
          { length: count },
          (_, i) =>
            `{ path: 'bench-generated/page-${i}/:id', accessKey: 'UNSPECIFIED', zones: ['admin'], ` +
            `titleKey: 'common:notFound.title', load: () => import('virtual:bench-generated-page-${i}') }`,
        );
        return `export const generatedPages = [${pages.join(',\n')}];`;
      }
      const page = PAGE_ID.exec(id.slice(1));
      if (page) {
        return (
          "import { createElement } from 'react';\n" +
          `export default function GeneratedPage${page[1]}() { return createElement('h1', null, 'Generated page ${page[1]}'); }`
        );
      }
      return null;
    },
    transform(code, id) {
      if (!REGISTRY.test(id)) return null;
      // The declarations join the features' before withTexts is mapped over them.
      const joined = code.replace('].map(withTexts);', '  ...generatedPages,\n].map(withTexts);');
      if (joined === code) throw new Error('registry.ts no longer ends its page list with `].map(withTexts);`');
      return `import { generatedPages } from '${PAGES_ID}';\n${joined}`;
    },
  };
}

interface Measured extends SignInJs {
  /** All chunks of the build: the generated pages must show up here, or they were not built. */
  chunkCount: number;
}

type ChunkNode = Omit<BuiltChunk, 'code'>;

/** Takes the chunk graph of the build (what is the entry, what imports what, which modules are where). */
function chunkGraph(onResult: (chunks: ChunkNode[]) => void): Plugin {
  return {
    name: 'bench:sign-in-js',
    generateBundle(_options, bundle) {
      onResult(
        Object.values(bundle)
          .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
          .map((c) => ({ fileName: c.fileName, isEntry: c.isEntry, imports: c.imports, moduleIds: c.moduleIds })),
      );
    },
  };
}

/**
 * Builds into a temporary folder and measures the sign-in JavaScript: the graph from a plugin, the
 * code from the files written, after Vite has filled in the preload lists of the dynamic imports
 * (at generateBundle they are not there yet, about 0.9 kB gzip short of what the browser gets).
 */
async function signInJsOfBuild(extraPages: number): Promise<Measured> {
  let graph: ChunkNode[] = [];
  const outDir = await mkdtemp(path.join(tmpdir(), 'fedra-web-growth-'));
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [chunkGraph((chunks) => (graph = chunks)), ...(extraPages ? [generatedPages(extraPages)] : [])],
      build: { outDir, emptyOutDir: true },
    });
    if (graph.length === 0) throw new Error('the build produced no chunks to measure');
    // Vite does not write the chunks left without code (the entry's facade, whose modules went to
    // the `boot` group; the chunks that held only CSS): no code, nothing fetched (sign-in-chunks.ts).
    const chunks = graph.map((c) => {
      const file = path.join(outDir, c.fileName);
      return { ...c, code: existsSync(file) ? readFileSync(file, 'utf8') : '' };
    });
    return { ...signInJs(chunks), chunkCount: chunks.length };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

async function main(): Promise<number> {
  const plain = await signInJsOfBuild(0);
  const grown = await signInJsOfBuild(EXTRA_PAGES);
  if (grown.chunkCount < plain.chunkCount + EXTRA_PAGES)
    throw new Error(`the generated pages did not reach the build (${plain.chunkCount} -> ${grown.chunkCount} chunks)`);
  const growth = grown.gzipBytes - plain.gzipBytes;
  console.log(`Sign-in JavaScript (gzip, ${plain.files.length} files): ${kB(plain.gzipBytes)}`);
  console.log(
    `With ${EXTRA_PAGES} generated pages (${grown.files.length} files; ${grown.chunkCount - plain.chunkCount} more chunks in the build): ${kB(grown.gzipBytes)}`,
  );
  console.log(`Growth: ${growth} bytes (limit ${GROWTH_LIMIT_BYTES})`);
  let failed = false;
  if (growth >= GROWTH_LIMIT_BYTES) {
    console.error('bench:web-growth: the sign-in page grows with the number of pages');
    failed = true;
  }
  if (plain.gzipBytes > SIGN_IN_JS_BUDGET_BYTES) {
    console.error(`bench:web-growth: the sign-in JavaScript is over its budget of ${kB(SIGN_IN_JS_BUDGET_BYTES)}`);
    failed = true;
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
