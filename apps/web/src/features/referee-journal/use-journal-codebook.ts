// The journal types and age-category groups of the codebook in the UI language: options for the
// filters and the form, names for the tables.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session';

type JournalList = 'refereeJournalTypes' | 'ageCategoryGroups';

export function useJournalCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const options = (list: JournalList) =>
    Object.values(codebook?.[list] ?? {}).map((e) => ({ value: String(e.id), label: e.name[lang] }));
  const name = (list: JournalList, id: number | null) =>
    id === null ? '' : (codebook?.[list][String(id)]?.name[lang] ?? String(id));
  return {
    typeOptions: options('refereeJournalTypes'),
    groupOptions: options('ageCategoryGroups'),
    typeName: (id: number) => name('refereeJournalTypes', id),
    groupName: (id: number | null) => name('ageCategoryGroups', id),
  };
}
