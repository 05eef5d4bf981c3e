// The office's approvals (persons-approvals; issue 29 §5): the roles clubs submitted, waiting by
// default — a new person comes with their first role. Picked (or all the filter matches) and
// approved, returned to the club with a reason, or cancelled; the club is e-mailed. A second tab
// holds the members' requests to correct their name or birth data.
import type { ListQuery } from '@fedra/contract/common/list-query';
import type { ApprovalDecision, PersonApproval } from '@fedra/contract/person-approvals';
import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { ListView, selectionCount, useListSelection } from '../../../platform/forms';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { APPROVALS_KEY, approvalListCall, loadApprovals } from '../api';
import { ApprovalState } from '../components/ApprovalState';
import { ChangeRequestList } from '../components/ChangeRequestList';
import { type DecideTarget, DecisionModal } from '../components/DecisionModal';

export default function PersonApprovalsPage() {
  const { t } = useTranslation('persons');
  usePageTitle(t('approvals.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('approvals.title')}</Title>
      <Tabs defaultValue="roles" keepMounted={false}>
        <RecordTabList>
          <Tabs.Tab value="roles">{t('approvals.rolesTab')}</Tabs.Tab>
          <Tabs.Tab value="changes">{t('changeRequests.title')}</Tabs.Tab>
        </RecordTabList>
        <Tabs.Panel value="roles" pt="md">
          <RoleApprovals />
        </Tabs.Panel>
        <Tabs.Panel value="changes" pt="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('changeRequests.intro')}
            </Text>
            <ChangeRequestList />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The roles clubs submitted, decided many at once. */
function RoleApprovals() {
  const { t } = useTranslation('persons');
  const codebook = useCodebook();
  const may = useCanAction();
  const mayDecide = may('person.approval.decide');
  // A person may wait with two roles (a member and a player): each row's box names its role. The
  // codebook through a ref: the label stays one function while the selection lives.
  const codebookRef = useRef(codebook);
  codebookRef.current = codebook;
  const rowLabel = useCallback(
    (a: PersonApproval) =>
      t('approvals.select', {
        name: `${a.person.fullName}, ${a.person.registrationNumber}, ${codebookRef.current.name('personRoleType', a.typeId)}`,
      }),
    [t],
  );
  const selection = useListSelection<PersonApproval>(rowLabel);
  const [matching, setMatching] = useState<{ query: ListQuery; total: number | undefined } | null>(null);
  const onQueryChange = useCallback((query: ListQuery, total: number | undefined) => setMatching({ query, total }), []);
  const count = selectionCount(selection.state, matching?.total);
  const [deciding, setDeciding] = useState<{ decision: ApprovalDecision; target: DecideTarget } | null>(null);

  const open = (decision: ApprovalDecision) => {
    if (count === 0) {
      notify.warning(t('approvals.noneSelected'));
      return;
    }
    setDeciding({
      decision,
      target:
        selection.state.allMatching && matching
          ? { all: true, query: matching.query }
          : { ids: [...selection.state.keys].map(Number) },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('approvals.intro')}
      </Text>
      <ListView<PersonApproval>
        queryKey={APPROVALS_KEY}
        load={loadApprovals}
        caption={t('approvals.title')}
        exportEndpoint={approvalListCall}
        defaultSort="submittedAt"
        syncToUrl
        emptyText={t('approvals.empty')}
        getRowKey={(a) => a.id}
        selection={mayDecide ? selection : undefined}
        onQueryChange={onQueryChange}
        selectionActions={
          <Group gap="xs">
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => open('approve')}>
              {t('approvals.approve')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => open('return')}
            >
              {t('approvals.return')}
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => open('cancel')}
            >
              {t('approvals.cancel')}
            </Button>
          </Group>
        }
        filters={[
          { kind: 'text', field: 'fullName', label: t('field.fullName') },
          {
            kind: 'select',
            field: 'approvalStateId',
            label: t('field.approvalState'),
            options: codebook.options('approvalStates'),
            placeholder: codebook.name('approvalStates', 2),
            // Without a state chosen the office sees what waits; "all" shows every state.
            anyOption: t('approvals.anyState'),
          },
          {
            kind: 'select',
            field: 'roleTypeId',
            label: t('field.roleType'),
            options: codebook.options('personRoleType'),
          },
          { kind: 'boolean', field: 'newPerson', label: t('approvals.newPerson') },
        ]}
        columns={[
          {
            key: 'person',
            title: t('field.fullName'),
            sortField: 'fullName',
            render: (a) => (
              <Stack gap={2}>
                <Anchor component={Link} to={zoneHref('admin', `persons/detail/${a.person.id}`)}>
                  {a.person.fullName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {a.person.registrationNumber}
                  {a.person.birthDate ? ` · ${formatDate(a.person.birthDate)}` : ''}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'role',
            title: t('field.roleType'),
            render: (a) => (
              <Group gap={6}>
                {[
                  codebook.name('personRoleType', a.typeId),
                  a.levelId ? codebook.name('personRoleLevel', a.levelId) : '',
                ]
                  .filter(Boolean)
                  .join(' – ')}
                {a.newPerson && (
                  <Badge color="blue.9" tt="none" size="sm">
                    {t('approvals.newPerson')}
                  </Badge>
                )}
              </Group>
            ),
          },
          { key: 'club', title: t('field.club'), render: (a) => a.club?.name ?? '–' },
          {
            key: 'validFrom',
            title: t('field.role_validFrom'),
            sortField: 'validFrom',
            render: (a) => formatDate(a.validFrom),
          },
          {
            key: 'state',
            title: t('field.approvalState'),
            render: (a) => (
              <Stack gap={2}>
                <ApprovalState id={a.approvalStateId} />
                {a.paidStateId === 1 && (
                  <Text size="xs" c="orange.9">
                    {t('approvals.unpaid')}
                  </Text>
                )}
                {a.approvalNote && (
                  <Text size="xs" c="dimmed">
                    {a.approvalNote}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'submittedAt',
            title: t('approvals.submittedAt'),
            sortField: 'submittedAt',
            render: (a) => formatDateTime(a.submittedAt),
          },
        ]}
      />
      {deciding && (
        <DecisionModal
          decision={deciding.decision}
          target={deciding.target}
          count={count}
          onClose={() => setDeciding(null)}
          onDecided={selection.clear}
        />
      )}
    </Stack>
  );
}
