// A national team's public page (anonymous, full layout): its season, discipline, age category and
// sex, the squad of accepted nominations (names and clubs only) and its matches with their results.
import type { PublicRepresentationMatch, PublicSquadMember } from '@fedra/contract/representation';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCodebook } from '../../../platform/session/use-codebook';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { PublicRecordPage } from '../../../platform/ui/public-record-page';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { publicTeamQuery } from '../api';
import { useTeamTraits } from '../components/shared';
import { PUBLIC_TEAMS_PATH } from './PublicTeamListPage';

export default function PublicTeamPage() {
  const { id, valid } = useIdParam();
  if (!valid) return <NotFoundPage />;
  return <PublicTeam id={id} />;
}

function PublicTeam({ id }: { id: number }) {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const traits = useTeamTraits();
  const team = useQuery(publicTeamQuery(id));
  usePageTitle(team.data?.data.name ?? t('public.detailTitle'));

  return (
    <PublicRecordPage
      query={team}
      back={{ to: PUBLIC_TEAMS_PATH, label: t('public.back') }}
      loadError={t('public.detailFailed')}
    >
      {({ data }) => (
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1}>{data.name}</Title>
            <Text c="dimmed">
              {data.seasonName} · {traits(data)}
            </Text>
          </Stack>
          <Stack gap="sm" component="section" aria-label={t('public.squad')}>
            <Title order={2} size="h3">
              {t('public.squad')}
            </Title>
            <SimpleTable<PublicSquadMember>
              rows={data.squad}
              rowKey={(p) => `${p.lastName} ${p.firstName} ${p.clubName ?? ''}`}
              empty={t('public.squadEmpty')}
              columns={[
                { title: t('public.name'), render: (p) => `${p.firstName} ${p.lastName}` },
                { title: t('field.club'), render: (p) => p.clubName ?? t('none') },
              ]}
            />
          </Stack>
          <Stack gap="sm" component="section" aria-label={t('public.matches')}>
            <Title order={2} size="h3">
              {t('public.matches')}
            </Title>
            <SimpleTable<PublicRepresentationMatch>
              rows={data.matches}
              rowKey={(m) => `${m.date} ${m.time ?? ''} ${m.opponentCountryId}`}
              empty={t('public.matchesEmpty')}
              columns={[
                { title: t('field.date'), render: (m) => `${formatDate(m.date)}${m.time ? ` ${m.time}` : ''}` },
                { title: t('field.opponentCountryId'), render: (m) => codebook.name('country', m.opponentCountryId) },
                { title: t('field.competition'), render: (m) => m.competition ?? t('none') },
                { title: t('field.place'), render: (m) => m.place ?? t('none') },
                {
                  title: t('public.result'),
                  render: (m) => (m.scoreOwn === null ? t('matches.notPlayed') : `${m.scoreOwn}:${m.scoreOpponent}`),
                },
              ]}
            />
          </Stack>
        </Stack>
      )}
    </PublicRecordPage>
  );
}
