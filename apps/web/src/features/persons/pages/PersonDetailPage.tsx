// A person of the register (persons/detail/{id}; issue 29 §2): who they are and how to reach them,
// their roles and licences, club memberships, board seats, and what they took part in
// (contributions, tournaments, league matches, referee journal), with the change history from the
// audit log. The office, a unit manager and the person's club change them when the answer's link
// offers it (a club only the contact once a role is approved); the club also submits further roles
// of its people for the office to approve.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import type { PersonDetail } from '@fedra/contract/persons';
import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowsJoin, IconFileDownload, IconPencil, IconPlus, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { RecordTabList, RecordTabs } from '../../../platform/ui/RecordTabs';
import { recordGate } from '../../../platform/ui/record-gate';
import { historySource, type PersonZone, personQuery, saveDataExport, updateLink } from '../api';
import { AnonymiseModal } from '../components/AnonymiseModal';
import { MergeModal } from '../components/MergeModal';
import { PersonFormModal } from '../components/PersonFormModal';
import { PersonHistory } from '../components/PersonHistory';
import { PersonRecordsTabs, RECORD_TABS } from '../components/PersonRecords';
import { PersonFacts, RoleTable, rolesByKind } from '../components/PersonSections';
import { RoleSubmitModal } from '../components/RoleSubmitModal';
import { SuspensionNotice } from '../components/SuspensionNotice';

export default function PersonDetailPage() {
  const { t } = useTranslation('persons');
  const zone = useCurrentZone() as PersonZone;
  const { id, valid } = useIdParam();
  const answer = useQuery({ ...personQuery(zone, id), enabled: valid });
  usePageTitle(answer.data?.data.fullName ?? t('detail.title'));
  const gate = recordGate(answer, { valid, loadError: t('detail.loadError') });
  if (gate || !answer.data) return gate;
  // A merged person's old address answers the person it was merged into: the address follows.
  if (answer.data.data.id !== id)
    return <Navigate replace to={zoneHref(zone, `persons/detail/${answer.data.data.id}`)} />;
  return <PersonView zone={zone} person={answer.data.data} links={answer.data.links} />;
}

function PersonView({ zone, person, links }: { zone: PersonZone; person: PersonDetail; links: ApiLink[] }) {
  const { t } = useTranslation('persons');
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [anonymising, setAnonymising] = useState(false);
  const [addingRole, setAddingRole] = useState(false);
  const exportData = async () => {
    try {
      notify.success(t('gdpr.exported', { name: await saveDataExport(person.id) }));
    } catch (err) {
      notifyError(err);
    }
  };
  const may = useCanAction();
  const mayEdit = links.some((l) => l.operationId === updateLink(zone));
  // Submitting a role is the club zone's person.update too: the same link allows it.
  const mayAddRole = zone === 'club' && mayEdit;
  const { memberships, boards, roles } = rolesByKind(person.roles);
  const tabs = ['data', 'roles', 'memberships', ...(zone === 'admin' ? ['boards'] : []), ...RECORD_TABS, 'history'];
  const name = person.anonymisedAt
    ? t('detail.anonymised')
    : [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            {person.registrationNumber}
          </Text>
        </div>
        <Group gap="xs">
          {person.anonymisedAt && (
            <Badge color="gray.8" tt="none">
              {t('detail.anonymisedAt', { date: formatDateTime(person.anonymisedAt) })}
            </Badge>
          )}
          {mayEdit && (
            <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {person.contactOnly ? t('detail.editContact') : t('detail.edit')}
            </Button>
          )}
          {zone === 'admin' && may('person.gdpr') && (
            <Button
              variant="default"
              leftSection={<IconFileDownload size={16} aria-hidden />}
              onClick={() => void exportData()}
            >
              {t('gdpr.export')}
            </Button>
          )}
          {zone === 'admin' && may('person.gdpr') && !person.anonymisedAt && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconUserOff size={16} aria-hidden />}
              onClick={() => setAnonymising(true)}
            >
              {t('gdpr.anonymise')}
            </Button>
          )}
          {zone === 'admin' && may('person.merge') && !person.anonymisedAt && (
            <Button
              variant="default"
              leftSection={<IconArrowsJoin size={16} aria-hidden />}
              onClick={() => setMerging(true)}
            >
              {t('merge.open')}
            </Button>
          )}
        </Group>
      </Group>
      <SuspensionNotice suspensions={person.suspensions} zone={zone} />
      <RecordTabs tabs={tabs}>
        <RecordTabList>
          <Tabs.Tab value="data">{t('tab.data')}</Tabs.Tab>
          <Tabs.Tab value="roles">{`${t('tab.roles')} (${roles.length})`}</Tabs.Tab>
          <Tabs.Tab value="memberships">{`${t('tab.memberships')} (${memberships.length})`}</Tabs.Tab>
          {zone === 'admin' && <Tabs.Tab value="boards">{`${t('tab.boards')} (${boards.length})`}</Tabs.Tab>}
          {RECORD_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tab.${tab}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="history">{t('tab.history')}</Tabs.Tab>
        </RecordTabList>
        <Tabs.Panel value="data" pt="md">
          <PersonFacts person={person} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <Stack gap="sm">
            {mayAddRole && (
              <Group justify="flex-end">
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAddingRole(true)}>
                  {t('roleSubmit.open')}
                </Button>
              </Group>
            )}
            <RoleTable rows={roles} empty={t('detail.noRoles')} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="memberships" pt="md">
          <RoleTable rows={memberships} empty={t('detail.noMemberships')} />
        </Tabs.Panel>
        {zone === 'admin' && (
          <Tabs.Panel value="boards" pt="md">
            <RoleTable rows={boards} empty={t('detail.noBoards')} />
          </Tabs.Panel>
        )}
        <PersonRecordsTabs zone={zone} personId={person.id} />
        <Tabs.Panel value="history" pt="md">
          <PersonHistory source={historySource(zone, person.id)} />
        </Tabs.Panel>
      </RecordTabs>
      {mayAddRole && <RoleSubmitModal person={person} opened={addingRole} onClose={() => setAddingRole(false)} />}
      {anonymising && <AnonymiseModal person={person} onClose={() => setAnonymising(false)} />}
      {merging && <MergeModal person={person} onClose={() => setMerging(false)} />}
      {editing && <PersonFormModal zone={zone} person={person} opened onClose={() => setEditing(false)} />}
    </Stack>
  );
}
