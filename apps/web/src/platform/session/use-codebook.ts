// The codebook's lists in the UI language: an entry's name, a list as select options (in the
// codebook's order, optionally only some entries), and the raw entries with their extra fields.
import type { CodebookItem, CodebookListName } from '@fedra/contract/codebook';
import { useTranslation } from 'react-i18next';
import { useSession } from './session';

export function useCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const entries = (list: CodebookListName): CodebookItem[] =>
    Object.values(codebook?.[list] ?? {}).sort(
      (a, b) => Number(a.sortOrder ?? a.id) - Number(b.sortOrder ?? b.id) || a.id - b.id,
    );
  return {
    lang,
    entries,
    entry: (list: CodebookListName, id: number | null | undefined): CodebookItem | undefined =>
      id == null ? undefined : codebook?.[list]?.[String(id)],
    /** The entry's name, or '' for none. */
    name: (list: CodebookListName, id: number | null | undefined) =>
      id == null ? '' : (codebook?.[list]?.[String(id)]?.name[lang] ?? String(id)),
    options: (list: CodebookListName, keep: (item: CodebookItem) => boolean = () => true) =>
      entries(list)
        .filter(keep)
        .map((e) => ({ value: String(e.id), label: e.name[lang] })),
  };
}
