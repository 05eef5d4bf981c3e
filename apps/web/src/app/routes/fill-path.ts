// A menu item's address from its path and params. Its own module, apart from legacy-pages.ts
// (which the router, in the first chunk, imports): only the shell's menu uses it, so it stays in
// the shell's chunk.
/**
 * Fills :params of a path; a missing one is an error (spec 000 §8 "Missing path parameter"), but
 * for an optional one (`:tab?`, the spec's `{tab?}`), whose segment is then left out. A trailing
 * splat (`document/*`, the spec's `document:path(.+)`) takes the `path` parameter's segments
 * ("/A/B"), or nothing.
 */
export function fillPath(path: string, params: Record<string, unknown> | null | undefined): string {
  const filled = path.replace(/(\/?):(\w+)(\??)/g, (_, slash: string, name: string, optional: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) {
      if (optional) return '';
      throw new Error(`Missing path parameter ${name} for ${path}`);
    }
    return `${slash}${encodeURIComponent(String(v))}`;
  });
  if (!filled.endsWith('/*')) return filled;
  const segments = String(params?.path ?? '')
    .split('/')
    .filter(Boolean)
    .map(encodeURIComponent);
  return [filled.slice(0, -2), ...segments].join('/');
}
