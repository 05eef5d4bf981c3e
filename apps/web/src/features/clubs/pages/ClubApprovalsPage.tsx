// The office's club approvals (clubs-approvals; issue 30 §2, §3): new clubs' registrations from the
// public form (approve: the club is created in the chosen unit and its statutory person invited as
// manager; refuse: the reason is e-mailed), and the clubs' requests to change their official data
// (accept: written to the club; reject: the reason shows on the club's page).
import type { ClubChangeRequest, ClubRegistration } from '@fedra/contract/club-register';
import { Anchor, Button, Group, Modal, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { isApiError } from '../../../platform/api/api-error';
import { ListView, validationMessages } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { ChangeRequestList } from '../../../platform/ui/ChangeRequestList';
import { OneFieldModal } from '../../../platform/ui/OneFieldModal';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import {
  CHANGE_REQUESTS_KEY,
  CLUBS_KEY,
  changeRequestListCall,
  decideChangeRequest,
  decideRegistration,
  loadChangeRequests,
  loadRegistrations,
  REGISTRATIONS_KEY,
  registrationListCall,
} from '../api';
import { seatOf } from '../components/ClubSections';

export default function ClubApprovalsPage() {
  const { t } = useTranslation('clubs');
  usePageTitle(t('approvals.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('approvals.title')}</Title>
      <Tabs defaultValue="registrations" keepMounted={false}>
        <RecordTabList>
          <Tabs.Tab value="registrations">{t('approvals.registrationsTab')}</Tabs.Tab>
          <Tabs.Tab value="changes">{t('approvals.changesTab')}</Tabs.Tab>
        </RecordTabList>
        <Tabs.Panel value="registrations" pt="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('approvals.registrationsIntro')}
            </Text>
            <Registrations />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="changes" pt="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('approvals.changesIntro')}
            </Text>
            <ChangeRequests />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

const REGISTRATION_STATES = ['waiting', 'approved', 'refused'] as const;

function Registrations() {
  const { t } = useTranslation('clubs');
  const may = useCanAction();
  const mayDecide = may('club.approval.decide');
  const [approving, setApproving] = useState<ClubRegistration | null>(null);
  const [refusing, setRefusing] = useState<ClubRegistration | null>(null);
  const queryClient = useQueryClient();
  return (
    <>
      <ListView<ClubRegistration>
        queryKey={REGISTRATIONS_KEY}
        load={loadRegistrations}
        caption={t('approvals.registrationsTab')}
        exportEndpoint={registrationListCall}
        defaultSort="createdDate"
        emptyText={t('approvals.empty')}
        getRowKey={(g) => g.id}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          { kind: 'text', field: 'identificationNumber', label: t('field.identificationNumber') },
          {
            kind: 'select',
            field: 'state',
            label: t('approvals.state'),
            options: REGISTRATION_STATES.map((s) => ({ value: s, label: t(`approvals.state_${s}`) })),
            placeholder: t('approvals.state_waiting'),
          },
        ]}
        columns={[
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (g) => (
              <Stack gap={2}>
                {g.club ? (
                  <Anchor component={Link} to={zoneHref('admin', `clubs/detail/${g.club.id}`)}>
                    {g.name}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {g.name}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {`IČO ${g.identificationNumber}${g.officialName ? ` · ${g.officialName}` : ''}`}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'seat',
            title: t('field.seat'),
            render: (g) => seatOf({ ...g, landRegistryNumber: null, cityPart: null }),
          },
          {
            key: 'statutory',
            title: t('approvals.statutory'),
            render: (g) => (
              <Stack gap={2}>
                <Text size="sm">
                  {`${g.statutoryFirstName} ${g.statutoryLastName}${g.statutoryFunction ? `, ${g.statutoryFunction}` : ''}`}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[g.email, g.phone].filter(Boolean).join(' · ')}
                </Text>
                {g.note && (
                  <Text size="xs" c="dimmed">
                    {t('approvals.note', { note: g.note })}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'createdDate',
            title: t('approvals.submittedAt'),
            sortField: 'createdDate',
            render: (g) => formatDateTime(g.createdDate),
          },
          {
            key: 'state',
            title: t('approvals.state'),
            render: (g) =>
              g.state === 'waiting' && mayDecide ? (
                <Group gap="xs">
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    aria-label={`${t('approvals.approve')}: ${g.name}`}
                    onClick={() => setApproving(g)}
                  >
                    {t('approvals.approve')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={`${t('approvals.refuse')}: ${g.name}`}
                    onClick={() => setRefusing(g)}
                  >
                    {t('approvals.refuse')}
                  </Button>
                </Group>
              ) : (
                <Stack gap={2}>
                  <Text size="sm">{t(`approvals.state_${g.state}`)}</Text>
                  {g.reason && (
                    <Text size="xs" c="dimmed">
                      {g.reason}
                    </Text>
                  )}
                </Stack>
              ),
          },
        ]}
      />
      {approving && <ApproveModal registration={approving} onClose={() => setApproving(null)} />}
      {refusing && (
        <OneFieldModal
          title={t('approvals.refuseTitle', { name: refusing.name })}
          field={{
            name: 'reason',
            label: t('field.reason'),
            description: t('approvals.refuseHint'),
            multiline: true,
            requiredMessage: t('approvals.reasonRequired'),
          }}
          submitLabel={t('approvals.refuse')}
          danger
          run={async (reason) => {
            await decideRegistration(refusing.id, { decision: 'refuse', reason });
            await queryClient.invalidateQueries({ queryKey: REGISTRATIONS_KEY });
            notify.success(t('approvals.refused'));
          }}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}

/** The approval asks for the unit the new club belongs to and its type. */
function ApproveModal({ registration, onClose }: { registration: ClubRegistration; onClose: () => void }) {
  const { t } = useTranslation('clubs');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const [unit, setUnit] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!unit) {
      setError(validationMessages.required(t('field.federationUnitId')));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await decideRegistration(registration.id, {
        decision: 'approve',
        federationUnitId: Number(unit),
        clubTypeId: type ? Number(type) : null,
      });
      await queryClient.invalidateQueries({ queryKey: CLUBS_KEY });
      notify.success(answer.data.managerInvited ? t('approvals.approved') : t('approvals.approvedNoInvite'));
      onClose();
    } catch (err) {
      const message = isApiError(err) ? err.fieldErrors.federationUnitId : undefined;
      if (message) setError(message);
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('approvals.approveTitle', { name: registration.name })}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{t('approvals.approveHint', { email: registration.email })}</Text>
          <Select
            label={t('field.federationUnitId')}
            required
            data={codebook.options('federationUnits')}
            value={unit}
            onChange={setUnit}
            error={error}
            data-autofocus
          />
          <Select
            label={t('field.clubTypeId')}
            data={codebook.options('clubTypes')}
            value={type}
            onChange={setType}
            clearable
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('approvals.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ChangeRequests() {
  const { t } = useTranslation('clubs');
  const codebook = useCodebook();
  const may = useCanAction();
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '–';
    if (field === 'regionId') return codebook.name('region', Number(value));
    if (field === 'districtId') return codebook.name('district', Number(value));
    if (field === 'countryId') return codebook.name('country', Number(value));
    if (field === 'legalForm') return t(`legalForm.${String(value)}`);
    return String(value);
  };
  return (
    <ChangeRequestList<ClubChangeRequest>
      queryKey={CHANGE_REQUESTS_KEY}
      load={loadChangeRequests}
      exportEndpoint={changeRequestListCall}
      subjectField="name"
      subjectOf={(r) => ({
        name: r.club.name,
        registrationNumber: r.club.registrationNumber,
        href: zoneHref('admin', `clubs/detail/${r.club.id}`),
      })}
      shown={shown}
      mayDecide={may('club.approval.decide')}
      decide={decideChangeRequest}
      changedKey={CLUBS_KEY}
      texts={{
        caption: t('approvals.changesTab'),
        empty: t('approvals.empty'),
        subject: t('approvals.club'),
        changes: t('approvals.changes'),
        submittedAt: t('approvals.submittedAt'),
        state: t('approvals.state'),
        stateName: (state) => t(`approvals.state_${state}`),
        fieldName: (field) => t(`field.${field}`),
        note: (note) => t('approvals.note', { note }),
        accept: t('approvals.accept'),
        acceptTitle: t('approvals.acceptTitle'),
        acceptText: (name) => t('approvals.acceptText', { name }),
        accepted: t('approvals.accepted'),
        reject: t('approvals.refuse'),
        rejectTitle: (name) => t('approvals.rejectTitle', { name }),
        reason: t('field.reason'),
        reasonHint: t('approvals.rejectHint'),
        reasonRequired: t('approvals.reasonRequired'),
        rejected: t('approvals.rejected'),
      }}
    />
  );
}
