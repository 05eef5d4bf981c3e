// The persons to consider for anonymisation (issue 29 §7): no role valid for the set number of
// years (ten unless changed), not anonymised yet; each opens the person's detail, where the office
// exports their data or anonymises them.
import { ANONYMISATION_YEARS, type AnonymisationCandidate } from '@fedra/contract/person-gdpr';
import { Anchor, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListView, type OutsideFilters } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { CANDIDATES_KEY, candidatesCall, loadCandidates } from '../api';

const YEARS_KEY = 'years';

export default function AnonymisationCandidatesPage() {
  const { t } = useTranslation('persons');
  usePageTitle(t('gdpr.candidatesTitle'));
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get(YEARS_KEY));
  const years = Number.isInteger(parsed) && parsed >= 1 && parsed <= 100 ? parsed : ANONYMISATION_YEARS;
  const outsideFilters: OutsideFilters = {
    apply: (query) => ({ ...query, params: { ...query.params, years: String(years) } }),
    active: years !== ANONYMISATION_YEARS,
    addressKeys: [YEARS_KEY],
  };
  return (
    <Stack gap="md">
      <Title order={1}>{t('gdpr.candidatesTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('gdpr.candidatesIntro')}
      </Text>
      <NumberInput
        label={t('gdpr.years')}
        min={1}
        max={100}
        value={years}
        onChange={(v) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(YEARS_KEY, String(v || ANONYMISATION_YEARS));
              next.delete('offset');
              return next;
            },
            { replace: true },
          )
        }
        w={{ base: '100%', xs: 200 }}
      />
      <ListView<AnonymisationCandidate>
        queryKey={[...CANDIDATES_KEY, years]}
        load={loadCandidates}
        caption={t('gdpr.candidatesTitle')}
        exportEndpoint={candidatesCall}
        defaultSort="lastRoleTill"
        syncToUrl
        outsideFilters={outsideFilters}
        emptyText={t('gdpr.noCandidates')}
        filters={[
          { kind: 'text', field: 'fullName', label: t('field.fullName') },
          { kind: 'text', field: 'registrationNumber', label: t('field.registrationNumber') },
        ]}
        columns={[
          {
            key: 'fullName',
            title: t('field.fullName'),
            sortField: 'fullName',
            render: (c) => (
              <Anchor component={Link} to={zoneHref('admin', `persons/detail/${c.id}`)}>
                {c.fullName}
              </Anchor>
            ),
          },
          { key: 'registrationNumber', title: t('field.registrationNumber'), sortField: 'registrationNumber' },
          { key: 'birthDate', title: t('field.birthDate'), render: (c) => formatDate(c.birthDate) },
          {
            key: 'lastRoleTill',
            title: t('gdpr.lastRoleTill'),
            sortField: 'lastRoleTill',
            render: (c) => (c.lastRoleTill ? formatDate(c.lastRoleTill) : t('gdpr.neverHadRole')),
          },
        ]}
      />
    </Stack>
  );
}
