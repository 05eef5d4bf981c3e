// Codebook lists as names and as filter options, in the UI language.
import type { CodebookListName } from '@fedra/contract/codebook';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session';

export function useCodebookNames() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const entries = (list: CodebookListName) =>
    Object.values(codebook?.[list] ?? {}).sort(
      (a, b) => Number(a.sortOrder ?? 0) - Number(b.sortOrder ?? 0) || a.name[lang].localeCompare(b.name[lang], lang),
    );
  return {
    /** The entry's name, or '' for none. */
    name: (list: CodebookListName, id: number | null | undefined) =>
      id === null || id === undefined ? '' : (codebook?.[list]?.[String(id)]?.name[lang] ?? String(id)),
    /** The list as select options (by order, then name). */
    options: (list: CodebookListName) => entries(list).map((e) => ({ value: String(e.id), label: e.name[lang] })),
  };
}
