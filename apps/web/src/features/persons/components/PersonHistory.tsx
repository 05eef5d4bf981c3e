// The person's change history (issue 29 §2, from the audit log), in platform/ui's history. The
// codebook ids among the fields read as the detail shows them: the sex, the country, the unit.
import type { CodebookListName } from '@fedra/contract/codebook';
import { useTranslation } from 'react-i18next';
import { ChangeHistory, type HistorySource, useCodebookValues } from '../../../platform/ui/ChangeHistory';

/** Person fields holding the id of a codebook entry, and the codebook list of each. */
const CODEBOOK_FIELDS: Record<string, CodebookListName> = {
  sexId: 'sex',
  nationalityId: 'country',
  federationUnitId: 'federationUnits',
};

/** The history of a person in the register (`historySource`) or of the member's own (`myHistorySource`). */
export function PersonHistory({ source }: { source: HistorySource }) {
  const { t } = useTranslation('persons');
  const formatValue = useCodebookValues(CODEBOOK_FIELDS);
  return (
    <ChangeHistory
      source={source}
      createAction="person.create"
      texts={{
        error: t('detail.historyError'),
        empty: t('detail.noHistory'),
        action: (action) => t(`action.${action}`, { defaultValue: action }),
        field: (field) => t(`field.${field}`, { defaultValue: field }),
      }}
      formatValue={formatValue}
    />
  );
}
