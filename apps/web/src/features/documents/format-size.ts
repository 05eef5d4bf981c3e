// A file's size for people: "850 B", "12,3 kB", "1,5 MB" in the UI language.
export function formatFileSize(bytes: number, lang: string): string {
  const number = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${number(bytes / 1024)} kB` : `${number(bytes / (1024 * 1024))} MB`;
}
