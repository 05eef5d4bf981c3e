// A club's public page (issue 36 §5): anonymous, full layout, one call. The seat address and the
// web (the register marks none of the club's e-mail, phone or contact person as public, so they are
// not shown), the venues in use with their addresses on a map, and the teams in the current leagues.
import type { PublicClub, PublicClubTeam, PublicClubVenue } from '@fedra/contract/clubs';
import { Anchor, Card, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../../../platform/routing/id-param';
import { usePageTitle } from '../../../../platform/routing/page-title';
import { useCodebook } from '../../../../platform/session/use-codebook';
import { NotFoundPage } from '../../../../platform/ui/NotFoundPage';
import { PublicFact, PublicSection } from '../../../../platform/ui/public-page';
import { PublicRecordPage } from '../../../../platform/ui/public-record-page';
import { publicClubQuery } from '../../api-public';
import { addressLine, LazyClubMap, osmUrl, PUBLIC_FINDER_PATH } from '../../components/public/public-club-shared';

export default function PublicClubDetailPage() {
  const { id, valid } = useIdParam();
  if (!valid) return <NotFoundPage />;
  return <PublicClubDetail id={id} />;
}

function PublicClubDetail({ id }: { id: number }) {
  const { t } = useTranslation('clubs');
  const club = useQuery(publicClubQuery(id));
  usePageTitle(club.data?.data.name ?? t('public.detail.title'));

  return (
    <PublicRecordPage
      query={club}
      back={{ to: PUBLIC_FINDER_PATH, label: t('public.detail.back') }}
      loadError={t('public.failed')}
    >
      {({ data }) => (
        <Stack gap="xl">
          <Header club={data} />
          <Venues club={data} />
          <Teams teams={data.teams} />
        </Stack>
      )}
    </PublicRecordPage>
  );
}

function Header({ club }: { club: PublicClub }) {
  const { t } = useTranslation('clubs');
  const codebook = useCodebook();
  const address = addressLine(club);
  const area = [...new Set([codebook.name('region', club.regionId), codebook.name('district', club.districtId)])]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      {club.logoUrl && (
        <Image src={club.logoUrl} alt={t('public.detail.logo', { name: club.name })} w={72} h={72} fit="contain" />
      )}
      <Stack gap="sm" style={{ minWidth: 0 }}>
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {club.name}
          </Title>
          {club.officialName && club.officialName !== club.name && <Text c="dimmed">{club.officialName}</Text>}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {address && <PublicFact label={t('public.detail.address')}>{address}</PublicFact>}
          {area && <PublicFact label={t('public.detail.area')}>{area}</PublicFact>}
          {club.web && (
            <PublicFact label={t('field.web')}>
              <Anchor href={club.web} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {club.web.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                <IconExternalLink size={14} aria-label={t('public.detail.newWindow')} style={{ marginLeft: 4 }} />
              </Anchor>
            </PublicFact>
          )}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('public.detail.contactsNote')}
        </Text>
      </Stack>
    </Group>
  );
}

function Venues({ club }: { club: PublicClub }) {
  const { t } = useTranslation('clubs');
  const placed = club.venues.filter(
    (v): v is PublicClubVenue & { latitude: number; longitude: number } => v.latitude != null && v.longitude != null,
  );
  return (
    <PublicSection title={t('public.detail.venues')}>
      {club.venues.length === 0 ? (
        <Text c="dimmed">{t('public.detail.noVenues')}</Text>
      ) : (
        <Stack gap="md">
          {placed.length > 0 && (
            <LazyClubMap
              label={t('public.detail.venuesMap')}
              height={320}
              tiles={club.map}
              places={placed.map((v) => ({
                key: v.id,
                name: v.name,
                latitude: v.latitude,
                longitude: v.longitude,
                detail: addressLine(v),
              }))}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {club.venues.map((v) => (
              <VenueCard key={v.id} venue={v} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </PublicSection>
  );
}

function VenueCard({ venue }: { venue: PublicClubVenue }) {
  const { t } = useTranslation('clubs');
  const codebook = useCodebook();
  const address = addressLine(venue);
  const details = [
    codebook.name('sportFieldTypes', venue.typeId),
    venue.courtCount != null ? t('public.detail.courts', { count: venue.courtCount }) : '',
  ].filter(Boolean);
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={`venue-${venue.id}`}>
      <Text fw={600} id={`venue-${venue.id}`}>
        {venue.name}
      </Text>
      {address && <Text size="sm">{address}</Text>}
      {details.length > 0 && (
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
      )}
      {venue.latitude != null && venue.longitude != null ? (
        <Anchor
          href={osmUrl(venue.latitude, venue.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4 }}
        >
          <IconMapPin size={14} aria-hidden />
          {t('public.detail.showOnMap', { name: venue.name })}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed">
          {t('public.detail.noVenuePosition')}
        </Text>
      )}
    </Card>
  );
}

function Teams({ teams }: { teams: PublicClubTeam[] }) {
  const { t } = useTranslation('clubs');
  return (
    <PublicSection title={t('public.detail.teams')}>
      {teams.length === 0 ? (
        <Text c="dimmed">{t('public.detail.noTeams')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {teams.map((team) => (
            <Card key={team.id} withBorder padding="sm" component="article" aria-labelledby={`team-${team.id}`}>
              <Text fw={600} id={`team-${team.id}`}>
                {team.name}
              </Text>
              <Text size="sm">{team.leagueName}</Text>
              <Text size="sm" c="dimmed">
                {team.seasonName}
              </Text>
              {team.competitions.length > 0 && (
                <List size="sm" mt={4} aria-label={t('public.detail.competitions')}>
                  {team.competitions.map((name) => (
                    <List.Item key={name}>{name}</List.Item>
                  ))}
                </List>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </PublicSection>
  );
}
