// The club's change history (issue 30 §1, from the audit log), in platform/ui's history. The
// codebook ids among the fields read as the detail shows them: country, region, district, unit, type.
import type { CodebookListName } from '@fedra/contract/codebook';
import { useTranslation } from 'react-i18next';
import { ChangeHistory, type HistorySource, useCodebookValues } from '../../../platform/ui/ChangeHistory';

/** Club fields holding the id of a codebook entry, and the codebook list of each. */
const CODEBOOK_FIELDS: Record<string, CodebookListName> = {
  countryId: 'country',
  regionId: 'region',
  districtId: 'district',
  federationUnitId: 'federationUnits',
  clubTypeId: 'clubTypes',
};

/** The history of a club in the register (`clubHistorySource`) or of the manager's own (`myClubHistorySource`). */
export function ClubHistory({ source }: { source: HistorySource }) {
  const { t } = useTranslation('clubs');
  const formatValue = useCodebookValues(CODEBOOK_FIELDS);
  return (
    <ChangeHistory
      source={source}
      createAction="club.create"
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
