// A heap snapshot (V8's .heapsnapshot JSON) in a few lines for the report: the heap by kind of
// object, and the loaded code by package (the source text V8 keeps of every module), which is
// where a library imported at start for a rare use shows up.
import { readFile } from 'node:fs/promises';

export interface HeapSummary {
  totalBytes: number;
  /** Bytes by node type (string, code, object, closure, array, ...), largest first. */
  byType: [string, number][];
  /** Modules' source text by package (`node_modules` name, or the repository folder), largest first. */
  sourceByPackage: [string, { bytes: number; modules: number }][];
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export async function summarizeHeapSnapshot(file: string): Promise<HeapSummary> {
  const snap = JSON.parse(await readFile(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt, edgesAt] = ['type', 'name', 'self_size', 'edge_count'].map((f) => fields.indexOf(f));
  const types = snap.snapshot.meta.node_types[0];
  const { nodes, edges, strings } = snap;
  const edgeFields = snap.snapshot.meta.edge_fields;
  const edgeWidth = edgeFields.length;
  const [edgeTypeAt, edgeNameAt, edgeToAt] = ['type', 'name_or_index', 'to_node'].map((f) => edgeFields.indexOf(f));
  const edgeTypes = snap.snapshot.meta.edge_types[0];
  const byType = new Map<string, number>();
  const byPackage = new Map<string, { bytes: number; modules: number }>();
  let total = 0;
  let edge = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt!]!]!;
    const size = nodes[i + sizeAt!]!;
    const name = strings[nodes[i + nameAt!]!]!;
    total += size;
    byType.set(type, (byType.get(type) ?? 0) + size);
    const edgeEnd = edge + nodes[i + edgesAt!]! * edgeWidth;
    // A module's Script: a `code` node named by its URL, with an edge `source` to its text.
    if (type === 'code' && /^(file:\/\/|\/)/.test(name)) {
      for (let e = edge; e < edgeEnd; e += edgeWidth) {
        const edgeType = edgeTypes[edges[e + edgeTypeAt!]!];
        if (edgeType === 'element' || edgeType === 'hidden' || strings[edges[e + edgeNameAt!]!] !== 'source') continue;
        const bytes = nodes[edges[e + edgeToAt!]! + sizeAt!]!;
        const owner = packageOf(name);
        const entry = byPackage.get(owner) ?? { bytes: 0, modules: 0 };
        entry.bytes += bytes;
        entry.modules += 1;
        byPackage.set(owner, entry);
        break;
      }
    }
    edge = edgeEnd;
  }
  return {
    totalBytes: total,
    byType: [...byType].sort((a, b) => b[1] - a[1]),
    sourceByPackage: [...byPackage].sort((a, b) => b[1].bytes - a[1].bytes),
  };
}

function packageOf(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  const at = path.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const [scope, name] = path.slice(at + '/node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? path);
  }
  const inRepo = /\/(apps\/server\/src|packages\/[^/]+\/src)\/([^/]+)/.exec(path);
  return inRepo ? `${inRepo[1]}/${inRepo[2]}` : path;
}
