// Every folder's locales/{cs,en}.json is a namespace: src/locales -> "common",
// features/<name>/locales -> "<name>", platform/<name>/locales -> "<name>".

/** Namespace of a locale file from its folder. */
export function namespaceOf(file: string): string {
  const m = /\/([\w-]+)\/locales\/(cs|en)\.json$/.exec(file);
  return !m || m[1] === 'src' || file.startsWith('../../locales/') ? 'common' : m[1]!;
}

/** One language's files (an eager import.meta.glob) as namespace -> texts. */
export function collectNamespaces(
  files: Record<string, { default: Record<string, unknown> }>,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, mod] of Object.entries(files)) out[namespaceOf(file)] = mod.default;
  return out;
}
