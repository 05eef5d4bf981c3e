// The club's detail sections (issue 30): the official data, the contacts and the bank account as
// label–value lists, and the tabs of records read from the other features (members, managers,
// boards, contracts, credit, contributions, sport fields), each a small table.
import type { ClubDetail, ClubRecords } from '@fedra/contract/club-register';
import { Anchor, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney as money } from '../../../platform/i18n/numbers';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { SimpleTable } from '../../../platform/ui/SimpleTable';

/** The tabs listing the club's records, each with its own words when it has none. */
type RecordTab = 'members' | 'managers' | 'boards' | 'contracts' | 'credit' | 'contributions' | 'sportFields';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '–' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

export function seatOf(
  c: Pick<ClubDetail, 'street' | 'landRegistryNumber' | 'houseNumber' | 'zip' | 'city' | 'cityPart'>,
) {
  const number = [c.landRegistryNumber, c.houseNumber].filter(Boolean).join('/');
  const street = [c.street, number].filter(Boolean).join(' ');
  const city = [c.zip, c.city, c.cityPart && c.cityPart !== c.city ? `– ${c.cityPart}` : ''].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

export function OfficialFacts({ club }: { club: ClubDetail }) {
  const { t } = useTranslation('clubs');
  const codebook = useCodebook();
  return (
    <Facts
      rows={[
        [t('field.name'), club.name],
        [t('field.officialName'), club.officialName],
        [t('field.registrationNumber'), club.registrationNumber],
        [t('field.identificationNumber'), club.identificationNumber],
        [t('field.taxIdentificationNumber'), club.taxIdentificationNumber],
        [t('field.legalForm'), club.legalForm ? t(`legalForm.${club.legalForm}`) : null],
        [t('field.seat'), seatOf(club)],
        [t('field.regionId'), codebook.name('region', club.regionId)],
        [t('field.districtId'), codebook.name('district', club.districtId)],
        [t('field.countryId'), codebook.name('country', club.countryId)],
        [t('field.federationUnitId'), codebook.name('federationUnits', club.federationUnitId)],
        [t('field.clubTypeId'), codebook.name('clubTypes', club.clubTypeId)],
      ]}
    />
  );
}

export function ContactFacts({ club }: { club: ClubDetail }) {
  const { t } = useTranslation('clubs');
  const web = club.web ? (/^https?:\/\//.test(club.web) ? club.web : `https://${club.web}`) : null;
  return (
    <Facts
      rows={[
        [t('field.contactPerson'), club.contactPerson],
        [
          t('field.email'),
          club.email ? (
            <Anchor key="email" href={`mailto:${club.email}`}>
              {club.email}
            </Anchor>
          ) : null,
        ],
        [
          t('field.phone'),
          club.phone ? (
            <Anchor key="phone" href={`tel:${club.phone.replace(/\s+/g, '')}`}>
              {club.phone}
            </Anchor>
          ) : null,
        ],
        [
          t('field.web'),
          web ? (
            <Anchor key="web" href={web} target="_blank" rel="noreferrer">
              {club.web}
            </Anchor>
          ) : null,
        ],
      ]}
    />
  );
}

export function BankFacts({ club }: { club: ClubDetail }) {
  const { t } = useTranslation('clubs');
  if (!club.bankAccount) return <Text c="dimmed">{t('detail.noBankAccount')}</Text>;
  return (
    <Facts
      rows={[
        [
          t('field.bankAccount'),
          <span key="a" style={{ fontFamily: 'monospace' }}>
            {club.bankAccount}
          </span>,
        ],
      ]}
    />
  );
}

const validity = (from: string, till: string | null) => `${formatDate(from)} – ${till ? formatDate(till) : ''}`;

export const RECORD_TABS = [
  'members',
  'managers',
  'boards',
  'contracts',
  'credit',
  'contributions',
  'sportFields',
] as const;

/** The panels of the record tabs (the tab list is the page's). */
export function RecordPanels({ records, zone }: { records: ClubRecords; zone: 'admin' | 'club' }) {
  const { t, i18n } = useTranslation('clubs');
  const formatMoney = (value: number) => money(value, i18n.language);
  const codebook = useCodebook();
  const person = (id: number, name: string) => (
    <Anchor component={Link} to={zoneHref(zone, `persons/detail/${id}`)}>
      {name}
    </Anchor>
  );
  const empty = (tab: RecordTab) => t(`detail.emptyTab.${tab}`);
  return (
    <>
      <Tabs.Panel value="members" pt="md">
        <Stack gap="sm">
          <Text size="sm">{t('detail.memberCount', { count: records.memberCount })}</Text>
          <SimpleTable
            rows={records.members}
            rowKey={(m) => `${m.personId}-${m.typeId}-${m.validFrom}`}
            empty={empty('members')}
            columns={[
              { title: t('records.person'), render: (m) => person(m.personId, m.fullName) },
              { title: t('field.registrationNumber'), render: (m) => m.registrationNumber },
              { title: t('records.role'), render: (m) => codebook.name('personRoleType', m.typeId) },
              { title: t('records.validity'), render: (m) => validity(m.validFrom, m.validTill) },
            ]}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="managers" pt="md">
        <SimpleTable
          rows={records.managers}
          rowKey={(m) => `${m.userId}-${m.roleTypeId}`}
          empty={empty('managers')}
          columns={[
            { title: t('records.user'), render: (m) => m.fullName },
            { title: t('field.email'), render: (m) => m.userName },
            {
              title: t('records.role'),
              render: (m) => (
                <Group gap={6}>
                  <Text size="sm">{m.readOnly ? t('detail.readOnly') : t('detail.manager')}</Text>
                  {m.invitationPending && (
                    <Text size="xs" fw={700}>
                      {t('detail.invitationPending')}
                    </Text>
                  )}
                </Group>
              ),
            },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="boards" pt="md">
        <SimpleTable
          rows={records.boards}
          rowKey={(b) => `${b.personId}-${b.typeId}-${b.validFrom}`}
          empty={empty('boards')}
          columns={[
            { title: t('records.person'), render: (b) => person(b.personId, b.fullName) },
            { title: t('records.role'), render: (b) => codebook.name('personRoleType', b.typeId) },
            { title: t('records.board'), render: (b) => b.board?.name ?? '–' },
            { title: t('records.validity'), render: (b) => validity(b.validFrom, b.validTill) },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="contracts" pt="md">
        <SimpleTable
          rows={records.contracts}
          rowKey={(k) => k.id}
          empty={empty('contracts')}
          columns={[
            { title: t('records.number'), render: (k) => k.number },
            { title: t('records.type'), render: (k) => codebook.name('contractTypes', k.typeId) },
            { title: t('records.state'), render: (k) => codebook.name('contractStates', k.stateId) },
            { title: t('records.validity'), render: (k) => validity(k.validFrom, k.validTill) },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="credit" pt="md">
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('detail.balance', { amount: formatMoney(records.credit.balance) })}
          </Text>
          <SimpleTable
            rows={records.credit.entries}
            rowKey={(e) => e.id}
            empty={empty('credit')}
            columns={[
              { title: t('records.date'), render: (e) => formatDate(e.date) },
              { title: t('records.kind'), render: (e) => t(`records.kind_${e.kind}`) },
              { title: t('records.amount'), render: (e) => formatMoney(e.kind === 'spend' ? -e.amount : e.amount) },
              { title: t('field.note'), render: (e) => e.note ?? '–' },
            ]}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="contributions" pt="md">
        <SimpleTable
          rows={records.contributions}
          rowKey={(c) => c.seasonId}
          empty={empty('contributions')}
          columns={[
            { title: t('records.season'), render: (c) => c.season },
            { title: t('records.persons'), render: (c) => c.persons },
            { title: t('records.amount'), render: (c) => formatMoney(c.amount) },
            { title: t('records.paid'), render: (c) => formatMoney(c.paid) },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="sportFields" pt="md">
        <SimpleTable
          rows={records.sportFields}
          rowKey={(f) => f.id}
          empty={empty('sportFields')}
          columns={[
            { title: t('records.name'), render: (f) => f.name },
            { title: t('field.city'), render: (f) => f.city ?? '–' },
            { title: t('records.courts'), render: (f) => f.courtCount ?? '–' },
            { title: t('records.validity'), render: (f) => validity(f.validFrom, f.validTill) },
          ]}
        />
      </Tabs.Panel>
    </>
  );
}
