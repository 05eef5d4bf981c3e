// Members' requests to correct their name or birth data (issue 29 §6), on the office's approvals
// page: what each asks for (now → asked), the member's note, and per request: accept (the change
// is applied to the person, after a confirmation) or reject with a reason the member reads.
import type { PersonChangeRequest } from '@fedra/contract/my-profile';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { confirmAction, ListView } from '../../../platform/forms';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { OneFieldModal } from '../../../platform/ui/OneFieldModal';
import {
  CHANGE_REQUESTS_KEY,
  changeRequestListCall,
  decideChangeRequest,
  loadChangeRequests,
  PERSONS_KEY,
} from '../api';

const STATES = ['waiting', 'accepted', 'rejected', 'withdrawn'] as const;

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
  const queryClient = useQueryClient();
  const may = useCanAction();
  const mayDecide = may('person.approval.decide');
  const shown = useShownValue();
  const [rejecting, setRejecting] = useState<PersonChangeRequest | null>(null);
  const accept = (r: PersonChangeRequest) =>
    confirmAction({
      title: t('changeRequests.acceptTitle'),
      children: t('changeRequests.acceptText', { name: r.person.fullName }),
      confirm: t('changeRequests.accept'),
      run: () => decideChangeRequest(r.id, { decision: 'accept' }),
      afterwards: async () => {
        notify.success(t('changeRequests.accepted'));
        await queryClient.invalidateQueries({ queryKey: PERSONS_KEY });
      },
    });

  return (
    <>
      <ListView<PersonChangeRequest>
        queryKey={CHANGE_REQUESTS_KEY}
        load={loadChangeRequests}
        caption={t('changeRequests.title')}
        exportEndpoint={changeRequestListCall}
        defaultSort="createdDate"
        emptyText={t('changeRequests.empty')}
        getRowKey={(r) => r.id}
        filters={[
          { kind: 'text', field: 'fullName', label: t('field.fullName') },
          {
            kind: 'select',
            field: 'state',
            label: t('field.approvalState'),
            options: STATES.map((s) => ({ value: s, label: t(`changeRequests.state_${s}`) })),
            placeholder: t('changeRequests.state_waiting'),
          },
        ]}
        columns={[
          {
            key: 'person',
            title: t('field.fullName'),
            sortField: 'fullName',
            render: (r) => (
              <Stack gap={2}>
                <Anchor component={Link} to={zoneHref('admin', `persons/detail/${r.person.id}`)}>
                  {r.person.fullName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {r.person.registrationNumber}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'changes',
            title: t('changeRequests.changes'),
            render: (r) => (
              <Stack gap={2}>
                {r.changes.map((c) => (
                  <Text key={c.field} size="sm">
                    {`${t(`field.${c.field}`)}: ${shown(c.field, c.before)} → ${shown(c.field, c.after)}`}
                  </Text>
                ))}
                {r.note && (
                  <Text size="xs" c="dimmed">
                    {t('changeRequests.note', { note: r.note })}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'createdDate',
            title: t('approvals.submittedAt'),
            sortField: 'createdDate',
            render: (r) => formatDateTime(r.createdDate),
          },
          {
            key: 'state',
            title: t('field.approvalState'),
            render: (r) =>
              r.state === 'waiting' && mayDecide ? (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    aria-label={`${t('changeRequests.accept')}: ${r.person.fullName}`}
                    onClick={() => accept(r)}
                  >
                    {t('changeRequests.accept')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={`${t('changeRequests.reject')}: ${r.person.fullName}`}
                    onClick={() => setRejecting(r)}
                  >
                    {t('changeRequests.reject')}
                  </Button>
                </Group>
              ) : (
                <Stack gap={2}>
                  <Text size="sm">{t(`changeRequests.state_${r.state}`)}</Text>
                  {r.reason && (
                    <Text size="xs" c="dimmed">
                      {r.reason}
                    </Text>
                  )}
                </Stack>
              ),
          },
        ]}
      />
      {rejecting && <RejectModal request={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}

function RejectModal({ request, onClose }: { request: PersonChangeRequest; onClose: () => void }) {
  const { t } = useTranslation('persons');
  const queryClient = useQueryClient();
  return (
    <OneFieldModal
      title={t('changeRequests.rejectTitle', { name: request.person.fullName })}
      field={{
        name: 'reason',
        label: t('approvals.reason'),
        description: t('changeRequests.reasonHint'),
        multiline: true,
        requiredMessage: t('changeRequests.reasonRequired'),
      }}
      submitLabel={t('changeRequests.reject')}
      danger
      run={async (reason) => {
        await decideChangeRequest(request.id, { decision: 'reject', reason });
        await queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_KEY });
        notify.success(t('changeRequests.rejected'));
      }}
      onClose={onClose}
    />
  );
}
