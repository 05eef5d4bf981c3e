// The person's change history (issue 29 §2, from the audit log), in platform/ui's history.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from '../../../platform/ui/ChangeHistory';
import { historyQuery, type PersonZone } from '../api';

export function PersonHistory({ zone, personId }: { zone: PersonZone; personId: number }) {
  const { t } = useTranslation('persons');
  return (
    <ChangeHistory
      query={useQuery(historyQuery(zone, personId))}
      createAction="person.create"
      texts={{
        error: t('detail.historyError'),
        empty: t('detail.noHistory'),
        action: (action) => t(`action.${action}`, { defaultValue: action }),
        field: (field) => t(`field.${field}`, { defaultValue: field }),
      }}
    />
  );
}
