// Codebook lists as names and as filter options, in the UI language.
import type { CodebookListName } from '@fedra/contract/codebook';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../../../platform/forms';
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

/** The reports' codebook filters: the list field, the codebook list and the label. */
const SELECT_FILTERS = {
  federationUnitId: ['federationUnits', 'filter.federationUnit'],
  regionId: ['region', 'filter.region'],
  districtId: ['district', 'filter.district'],
  sexId: ['sex', 'filter.sex'],
  ageCategoryId: ['ageCategories', 'filter.ageCategory'],
  roleTypeId: ['personRoleType', 'filter.roleType'],
  typeId: ['personRoleType', 'filter.roleType'],
  sectionId: ['sections', 'filter.section'],
  clubTypeId: ['clubTypes', 'filter.clubType'],
} as const satisfies Record<string, [CodebookListName, string]>;

/** Builds the reports' filters: a codebook select by its field, a text by field and label key. */
export function useReportFilters() {
  const { t } = useTranslation('reports');
  const { options } = useCodebookNames();
  return {
    select: (field: keyof typeof SELECT_FILTERS): ListFilter => {
      const [list, label] = SELECT_FILTERS[field];
      return { kind: 'select', field, label: t(label), options: options(list) };
    },
    text: (field: string, label: string): ListFilter => ({ kind: 'text', field, label: t(label) }),
  };
}
