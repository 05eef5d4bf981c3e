// Sections of a person shared by the register's detail and the member's own profile: who they are
// and how to reach them, and a table of roles (type and level, where, validity, approval and paid
// state).
import type { PersonDetail, PersonRoleRow } from '@fedra/contract/persons';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { useCodebook } from '../../../platform/session/use-codebook';
import { Fact } from '../../../platform/ui/Fact';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { ApprovalState } from './ApprovalState';

/** The person role type of a club membership: memberships have their own tab. */
export const CLUB_MEMBER = 1;

/** The roles by tab: memberships, board seats, and the rest (licences and functions). */
export function rolesByKind(roles: PersonRoleRow[]) {
  return {
    memberships: roles.filter((r) => r.typeId === CLUB_MEMBER),
    boards: roles.filter((r) => r.board !== null),
    roles: roles.filter((r) => r.typeId !== CLUB_MEMBER && r.board === null),
  };
}

export function PersonFacts({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('persons');
  const codebook = useCodebook();
  const legal = [person.legalRepresentativeFirstName, person.legalRepresentativeLastName].filter(Boolean).join(' ');
  const address = [person.street, [person.zip, person.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('field.birthNumber')}>{person.birthNumber}</Fact>
          <Fact label={t('field.birthDate')}>{person.birthDate ? formatDate(person.birthDate) : null}</Fact>
          <Fact label={t('field.sexId')}>{codebook.name('sex', person.sexId) || null}</Fact>
          <Fact label={t('field.nationalityId')}>{codebook.name('country', person.nationalityId) || null}</Fact>
          <Fact label={t('field.federationUnitId')}>
            {codebook.name('federationUnits', person.federationUnitId) || null}
          </Fact>
          <Fact label={t('field.user')}>{person.user?.userName}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('field.email')}>{person.email}</Fact>
          <Fact label={t('field.phone')}>{person.phone}</Fact>
          <Fact label={t('field.address')}>{address || null}</Fact>
          <Fact label={t('field.isContactPublic')}>{person.isContactPublic ? t('common:yes') : t('common:no')}</Fact>
          <Fact label={t('form.legalRepresentative')}>
            {legal
              ? [legal, person.legalRepresentativeEmail, person.legalRepresentativePhone].filter(Boolean).join(', ')
              : null}
          </Fact>
          <Fact label={t('field.gdprConsentDate')}>
            {person.gdprConsentDate ? formatDate(person.gdprConsentDate) : null}
          </Fact>
        </SimpleGrid>
      </Card>
      <Text size="xs" c="dimmed">
        {t('detail.created', { date: formatDateTime(person.createdDate) })}
        {person.editedDate ? ` · ${t('detail.edited', { date: formatDateTime(person.editedDate) })}` : ''}
      </Text>
    </Stack>
  );
}

export function RoleTable({ rows, empty }: { rows: PersonRoleRow[]; empty: string }) {
  const { t } = useTranslation('persons');
  const codebook = useCodebook();
  return (
    <SimpleTable
      rows={rows}
      empty={empty}
      rowKey={(r) => r.id}
      columns={[
        {
          title: t('field.roleType'),
          render: (r) =>
            [codebook.name('personRoleType', r.typeId), r.levelId ? codebook.name('personRoleLevel', r.levelId) : '']
              .filter(Boolean)
              .join(' – '),
        },
        { title: t('field.where'), render: (r) => r.club?.name ?? r.board?.name ?? '–' },
        {
          title: t('field.validity'),
          render: (r) => `${formatDate(r.validFrom)} – ${r.validTill ? formatDate(r.validTill) : ''}`,
        },
        {
          title: t('field.approvalState'),
          render: (r) => (
            <Stack gap={2}>
              <ApprovalState id={r.approvalStateId} />
              {r.approvalNote && (
                <Text size="xs" c="dimmed">
                  {r.approvalNote}
                </Text>
              )}
            </Stack>
          ),
        },
        { title: t('field.paidState'), render: (r) => codebook.name('paidStates', r.paidStateId) || '–' },
        {
          title: t('field.active'),
          render: (r) => (r.isActive ? t('detail.active') : t('detail.inactive')),
        },
      ]}
    />
  );
}
