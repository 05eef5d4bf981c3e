// The codebook lists the contribution pages name things from, in the UI language: options for the
// filters and forms, names for the cells.
import type { CodebookListName } from '@fedra/contract/codebook';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session';

type List = Extract<
  CodebookListName,
  'paidStates' | 'approvalStates' | 'paymentSources' | 'ageCategories' | 'personRoleType' | 'federationUnits'
>;

export function useContributionCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const items = (list: List) =>
    Object.values(codebook?.[list] ?? {}).sort(
      (a, b) => Number(a.sortOrder ?? a.id) - Number(b.sortOrder ?? b.id) || a.id - b.id,
    );
  const options = (list: List, keep: (item: Record<string, unknown>) => boolean = () => true) =>
    items(list)
      .filter(keep)
      .map((e) => ({ value: String(e.id), label: e.name[lang] }));
  const name = (list: List, id: number | null | undefined) =>
    id == null ? '' : (codebook?.[list]?.[String(id)]?.name[lang] ?? String(id));
  return { options, name };
}
