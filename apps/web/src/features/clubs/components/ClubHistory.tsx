// The club's change history (issue 30 §1, from the audit log), in platform/ui's history.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from '../../../platform/ui/ChangeHistory';
import { clubHistoryQuery } from '../api';

export function ClubHistory({ clubId }: { clubId: number }) {
  const { t } = useTranslation('clubs');
  return (
    <ChangeHistory
      query={useQuery(clubHistoryQuery(clubId))}
      createAction="club.create"
      texts={{
        error: t('detail.historyError'),
        empty: t('detail.noHistory'),
        action: (action) => t(`action.${action}`, { defaultValue: action }),
        field: (field) => t(`field.${field}`, { defaultValue: field }),
      }}
    />
  );
}
