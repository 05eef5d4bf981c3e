// My profile (spec 000 §2.3 page my-profile; issue 29 §6): the member's own data and contact, roles,
// club memberships, board seats, contributions, tournaments, league matches, referee journal and
// the change history of their record.
// The contact is theirs to change; a correction of name or birth data goes to the office as a
// request, whose state the page shows. Everything Fedra holds about them downloads as JSON or PDF.
import type { PersonChangeRequest } from '@fedra/contract/my-profile';
import { Alert, Button, Group, Menu, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChevronDown, IconFileDownload, IconMailForward, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { RecordTabList, RecordTabs } from '../../../platform/ui/RecordTabs';
import { myHistorySource, profileQuery, saveMyData } from '../api';
import { useShownValue } from '../components/ChangeRequestList';
import { PersonHistory } from '../components/PersonHistory';
import { RECORD_TABS, RecordTable } from '../components/PersonRecords';
import { PersonFacts, RoleTable, rolesByKind } from '../components/PersonSections';
import { type ProfileFormKind, ProfileFormModal } from '../components/ProfileFormModal';

const PROFILE_TABS = ['data', 'roles', 'memberships', 'boards', ...RECORD_TABS, 'history'];

export default function MyProfilePage() {
  const { t } = useTranslation('persons');
  usePageTitle(t('profile.title'));
  const answer = useQuery(profileQuery);
  const [form, setForm] = useState<ProfileFormKind | null>(null);
  if (answer.isError)
    return (
      <Text c="red.8" role="alert">
        {t('detail.loadError')}
      </Text>
    );
  if (!answer.data) return <Skeleton h={320} aria-busy />;
  const { person, records, changeRequest } = answer.data.data;
  const may = (href: string, method: string) => answer.data.links.some((l) => l.href === href && l.method === method);
  const mayEdit = may('/api/personal-zone/profile', 'PUT');
  const { memberships, boards, roles } = rolesByKind(person.roles);
  const exportAs = async (format: 'json' | 'pdf') => {
    try {
      notify.success(t('gdpr.exported', { name: await saveMyData(format) }));
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {[person.title, person.firstName, person.lastName].filter(Boolean).join(' ')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('profile.registrationNumber', { number: person.registrationNumber })}
          </Text>
        </div>
        <Group gap="xs">
          {mayEdit && (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setForm('contact')}
            >
              {t('detail.editContact')}
            </Button>
          )}
          {mayEdit && (
            <Button
              variant="default"
              leftSection={<IconMailForward size={16} aria-hidden />}
              onClick={() => setForm('identity')}
            >
              {t('profile.requestOpen')}
            </Button>
          )}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconFileDownload size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {t('profile.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportAs('pdf')}>{t('profile.exportPdf')}</Menu.Item>
              <Menu.Item onClick={() => void exportAs('json')}>{t('profile.exportJson')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {changeRequest && <RequestState request={changeRequest} />}
      <RecordTabs tabs={PROFILE_TABS}>
        <RecordTabList>
          <Tabs.Tab value="data">{t('tab.data')}</Tabs.Tab>
          <Tabs.Tab value="roles">{`${t('tab.roles')} (${roles.length})`}</Tabs.Tab>
          <Tabs.Tab value="memberships">{`${t('tab.memberships')} (${memberships.length})`}</Tabs.Tab>
          <Tabs.Tab value="boards">{`${t('tab.boards')} (${boards.length})`}</Tabs.Tab>
          {RECORD_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {`${t(`tab.${tab}`)} (${records[tab].length})`}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="history">{t('tab.history')}</Tabs.Tab>
        </RecordTabList>
        <Tabs.Panel value="data" pt="md">
          <PersonFacts person={person} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <RoleTable rows={roles} empty={t('detail.noRoles')} />
        </Tabs.Panel>
        <Tabs.Panel value="memberships" pt="md">
          <RoleTable rows={memberships} empty={t('detail.noMemberships')} />
        </Tabs.Panel>
        <Tabs.Panel value="boards" pt="md">
          <RoleTable rows={boards} empty={t('detail.noBoards')} />
        </Tabs.Panel>
        {RECORD_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <RecordTable tab={tab} records={records} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="history" pt="md">
          <PersonHistory source={myHistorySource} />
        </Tabs.Panel>
      </RecordTabs>
      {mayEdit && <ProfileFormModal kind={form} person={person} onClose={() => setForm(null)} />}
    </Stack>
  );
}

/** The latest request to the office: waiting (what it asks for), rejected (why) or accepted. */
function RequestState({ request }: { request: PersonChangeRequest }) {
  const { t } = useTranslation('persons');
  const shown = useShownValue();
  if (request.state === 'withdrawn') return null;
  const asked = request.changes.map((c) => `${t(`field.${c.field}`)}: ${shown(c.field, c.after)}`).join(', ');
  const color = { waiting: 'blue', rejected: 'red', accepted: 'green' }[request.state];
  const when = formatDateTime(request.decidedDate ?? request.createdDate);
  return (
    <Alert color={color} variant="light" title={t(`profile.request_${request.state}`, { date: when })}>
      <Stack gap={4}>
        <Text size="sm">{asked}</Text>
        {request.reason && <Text size="sm">{t('profile.reason', { reason: request.reason })}</Text>}
      </Stack>
    </Alert>
  );
}
