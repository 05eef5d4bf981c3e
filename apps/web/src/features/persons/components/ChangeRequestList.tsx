// Members' requests to correct their name or birth data (issue 29 §6), on the office's approvals
// page (platform/ui's list of change requests): accept applies the change to the person, a
// rejection's reason is what the member reads.
import type { PersonChangeRequest } from '@fedra/contract/my-profile';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { formatDate } from '../../../platform/i18n/format';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { ChangeRequestList as RequestList } from '../../../platform/ui/ChangeRequestList';
import {
  CHANGE_REQUESTS_KEY,
  changeRequestListCall,
  decideChangeRequest,
  loadChangeRequests,
  PERSONS_KEY,
} from '../api';

/** A field's value as the page shows it: codebook names, dates, or the text. */
export function useShownValue() {
  const codebook = useCodebook();
  return (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '–';
    if (field === 'sexId') return codebook.name('sex', Number(value));
    if (field === 'nationalityId') return codebook.name('country', Number(value));
    if (field === 'birthDate') return formatDate(String(value));
    return String(value);
  };
}

export function ChangeRequestList() {
  const { t } = useTranslation('persons');
  const may = useCanAction();
  const shown = useShownValue();
  return (
    <RequestList<PersonChangeRequest>
      queryKey={CHANGE_REQUESTS_KEY}
      load={loadChangeRequests}
      exportEndpoint={changeRequestListCall}
      subjectField="fullName"
      subjectOf={(r) => ({
        name: r.person.fullName,
        registrationNumber: r.person.registrationNumber,
        href: zoneHref('admin', `persons/detail/${r.person.id}`),
      })}
      shown={shown}
      mayDecide={may('person.approval.decide')}
      decide={decideChangeRequest}
      changedKey={PERSONS_KEY}
      texts={{
        caption: t('changeRequests.title'),
        empty: t('changeRequests.empty'),
        subject: t('field.fullName'),
        changes: t('changeRequests.changes'),
        submittedAt: t('approvals.submittedAt'),
        state: t('field.approvalState'),
        stateName: (state) => t(`changeRequests.state_${state}`),
        fieldName: (field) => t(`field.${field}`),
        note: (note) => t('changeRequests.note', { note }),
        accept: t('changeRequests.accept'),
        acceptTitle: t('changeRequests.acceptTitle'),
        acceptText: (name) => t('changeRequests.acceptText', { name }),
        accepted: t('changeRequests.accepted'),
        reject: t('changeRequests.reject'),
        rejectTitle: (name) => t('changeRequests.rejectTitle', { name }),
        reason: t('approvals.reason'),
        reasonHint: t('changeRequests.reasonHint'),
        reasonRequired: t('changeRequests.reasonRequired'),
        rejected: t('changeRequests.rejected'),
      }}
    />
  );
}
