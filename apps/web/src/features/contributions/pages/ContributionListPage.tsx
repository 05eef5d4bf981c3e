// The person contributions (person-contribution/list, PERSON_CONTRIBUTION) of the admin zone (the
// caller's scope) or of the club zone (the current club): season (the current one by default),
// club (admin), paid state, name and age category; the totals of the filter; export; rows picked
// (or all the filter matches) and paid in bulk by who may pay; the admin generates a season's fees.
import type { ListQuery } from '@fedra/contract/common/list-query';
import type { PersonContribution } from '@fedra/contract/contributions';
import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconListDetails, IconRefreshDot } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan, useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import {
  type ListColumn,
  type ListFilter,
  ListView,
  type OutsideFilters,
  selectionCount,
  useListSelection,
} from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { notify } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { type ContributionZone, contributionListCall, contributionsKey, loadContributions } from '../api';
import { GenerateModal } from '../components/GenerateModal';
import { PaidStateBadge } from '../components/PaidStateBadge';
import { PayModal, type PayTarget } from '../components/PayModal';
import { Totals } from '../components/Totals';
import { addExtras, withExtra } from '../extras';
import { currentSeason } from '../seasons';
import { useContributionCodebook } from '../use-contribution-codebook';

const DEFAULT_SORT = 'fullName';
/** Address keys of the filters outside the filter bar. */
const KEYS = { season: 'season', club: 'club' } as const;

export default function ContributionListPage() {
  const { t, i18n } = useTranslation('contributions');
  usePageTitle(t('list.title'));
  const zone: ContributionZone = useCurrentZone() === 'club' ? 'club' : 'admin';
  const may = useCanAction();
  const can = useCan();
  const { options, name } = useContributionCodebook();
  const [params, setParams] = useSearchParams();
  const seasons = useQuery(seasonsQuery(zone));
  const seasonList = seasons.data?.data ?? [];
  const seasonId = params.get(KEYS.season) ?? (seasons.data ? String(currentSeason(seasonList)?.id ?? '') : '');
  const clubId = zone === 'admin' ? params.get(KEYS.club) : null;
  const seasonName = seasonList.find((s) => String(s.id) === seasonId)?.name;
  const setExtra = (key: string, value: string | null) =>
    setParams((current) => withExtra(current, key, value), { replace: true });

  const extras = { seasonId: seasonId || undefined, clubId: clubId ?? undefined };
  const outsideFilters: OutsideFilters = {
    apply: (query) => addExtras(query, extras),
    // The season is always set (its default is not a filter the user added); the club is.
    active: Boolean(clubId),
    addressKeys: [KEYS.club],
  };

  // With the registration number: namesakes are common in a federation.
  const rowLabel = useCallback(
    (c: PersonContribution) => t('select.row', { name: `${c.fullName}, ${c.registrationNumber}` }),
    [t],
  );
  const selection = useListSelection<PersonContribution>(rowLabel);
  const [matching, setMatching] = useState<{ query: ListQuery; total: number | undefined } | null>(null);
  const onQueryChange = useCallback((query: ListQuery, total: number | undefined) => setMatching({ query, total }), []);
  const count = selectionCount(selection.state, matching?.total);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const [generating, setGenerating] = useState(false);
  const mayPay = may('person.contribution.pay');
  const mayGenerate = zone === 'admin' && may('person.contribution.generate');

  const openPay = () => {
    if (count === 0) {
      notify.warning(t('pay.noneSelected'));
      return;
    }
    setPaying(
      selection.state.allMatching && matching
        ? { all: true, query: matching.query }
        : { ids: [...selection.state.keys].map(Number) },
    );
  };

  const filters: ListFilter[] = [
    { kind: 'text', field: 'fullName', label: t('field.name') },
    { kind: 'select', field: 'paidStateId', label: t('field.paidState'), options: options('paidStates') },
    { kind: 'select', field: 'ageCategoryId', label: t('field.ageCategory'), options: options('ageCategories') },
  ];

  const columns: ListColumn<PersonContribution>[] = [
    {
      key: 'fullName',
      title: t('field.person'),
      sortField: 'fullName',
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {c.fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {c.registrationNumber}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'birthDate',
      title: t('field.birthDate'),
      sortField: 'birthDate',
      render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(c.birthDate)}</span>,
    },
    ...(zone === 'admin'
      ? [
          {
            key: 'club',
            title: t('field.club'),
            sortField: 'club',
            render: (c: PersonContribution) => c.club?.name ?? '',
          },
        ]
      : []),
    { key: 'season', title: t('field.season'), sortField: 'season', render: (c) => c.season.name },
    {
      key: 'ageCategoryId',
      title: t('field.ageCategory'),
      sortField: 'ageCategoryId',
      render: (c) => name('ageCategories', c.ageCategoryId),
    },
    {
      key: 'roles',
      title: t('field.roles'),
      render: (c) => c.roles.map((r) => name('personRoleType', r)).join(', '),
    },
    {
      key: 'approvalStateId',
      title: t('field.approvalState'),
      render: (c) => name('approvalStates', c.approvalStateId),
    },
    {
      key: 'amount',
      title: t('field.amount'),
      sortField: 'amount',
      align: 'right',
      render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(c.amount, i18n.language)}</span>,
    },
    {
      key: 'paidStateId',
      title: t('field.paidState'),
      sortField: 'paidStateId',
      render: (c) => <PaidStateBadge paidStateId={c.paidStateId} />,
    },
    {
      key: 'paidDate',
      title: t('field.paidDate'),
      sortField: 'paidDate',
      render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(c.paidDate)}</span>,
    },
    {
      key: 'paymentSourceId',
      title: t('field.paymentSource'),
      render: (c) => name('paymentSources', c.paymentSourceId),
    },
  ];

  const listReady = seasons.isSuccess || seasons.isError;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={1}>{t('list.title')}</Title>
        <Group gap="md" wrap="wrap">
          {zone === 'admin' && can('PERSON_CONTRIBUTION_PRICES') && (
            <Anchor component={Link} to={zoneHref(zone, 'person-contribution/prices')}>
              <Group gap={4} wrap="nowrap" component="span">
                <IconListDetails size={16} aria-hidden />
                {t('prices.link')}
              </Group>
            </Anchor>
          )}
          {mayGenerate && (
            <Button
              variant="light"
              leftSection={<IconRefreshDot size={16} aria-hidden />}
              onClick={() => (seasonName ? setGenerating(true) : notify.warning(t('generate.noSeason')))}
            >
              {t('generate.button')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('field.season')}
          data={seasonList.map((s) => ({ value: String(s.id), label: s.name }))}
          value={seasonId || null}
          onChange={(v) => setExtra(KEYS.season, v)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        {zone === 'admin' && (
          <ClubSelect
            label={t('field.club')}
            value={clubId}
            onChange={(v) => setExtra(KEYS.club, v)}
            w={{ base: '100%', xs: 320 }}
          />
        )}
      </Group>
      <Totals zone={zone} query={listReady ? (matching?.query ?? null) : null} />
      <ListView<PersonContribution>
        queryKey={[...contributionsKey(zone), 'list', extras]}
        load={loadContributions(zone)}
        enabled={listReady}
        outsideFilters={outsideFilters}
        exportEndpoint={contributionListCall(zone)}
        caption={t('list.title')}
        defaultSort={DEFAULT_SORT}
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        minTableWidth={zone === 'admin' ? 1080 : 960}
        selection={mayPay ? selection : undefined}
        onQueryChange={onQueryChange}
        selectionActions={
          <Button leftSection={<IconCash size={16} aria-hidden />} onClick={openPay}>
            {t('pay.button')}
          </Button>
        }
        columns={columns}
      />
      {paying && (
        <PayModal zone={zone} target={paying} count={count} onClose={() => setPaying(null)} onPaid={selection.clear} />
      )}
      {generating && seasonName && (
        <GenerateModal season={{ id: Number(seasonId), name: seasonName }} onClose={() => setGenerating(false)} />
      )}
    </Stack>
  );
}
