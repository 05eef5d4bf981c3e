// The dashboard's cards above the news: the user, the current club or person, the current season,
// and (below the news) links to what the user may open in the zone. Texts: namespace "dashboard",
// which comes with the first chunk.
import type { Season } from '@fedra/contract/seasons';
import { Anchor, Card, List, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useZoneMenu } from '../../../app/layout/use-zone-menu';
import type { MenuNode } from '../../../app/menu';
import { seasonsQuery } from '../../../platform/api/seasons';
import { formatDateRange } from '../../../platform/i18n/format';
import { todayInPrague } from '../../../platform/i18n/today';
import type { Zone } from '../../../platform/routing/page-route';
import { useSession } from '../../../platform/session/session';

/** The season whose validity contains today, else the latest one. */
export function currentSeason(seasons: Season[], today = todayInPrague()): Season | null {
  return seasons.find((s) => s.validFrom <= today && today <= s.validTill) ?? seasons[0] ?? null;
}

/** The user's roles as one line: a role held for several clubs is named once ("Správce klubu", not twice). */
export function roleLine(names: string[]): string {
  return [...new Set(names)].join(', ');
}

function flattenLinks(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [...(n.href && !n.disabled && n.key !== 'home' ? [n] : []), ...flattenLinks(n.children)]);
}

export function DashboardCards({ zone }: { zone: 'admin' | 'club' | 'personal' }) {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const seasons = useQuery(seasonsQuery(zone));
  if (!user) return null;
  const season = seasons.data ? currentSeason(seasons.data.data) : null;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('user')}
        </Text>
        <Text fw={600}>
          {user.firstName} {user.lastName}
        </Text>
        <Text size="sm">{roleLine(user.roles.map((r) => t(`common:role.${r.userRole}`)))}</Text>
      </Card>
      {zone === 'club' && user.currentClub && (
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('currentClub')}
          </Text>
          <Text fw={600}>{user.currentClub.name}</Text>
          <Text size="sm">{user.currentClub.registrationNumber}</Text>
        </Card>
      )}
      {zone === 'personal' && user.assignPerson && (
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('person')}
          </Text>
          <Text fw={600}>
            {user.assignPerson.firstName} {user.assignPerson.lastName}
          </Text>
          <Text size="sm">{user.assignPerson.registrationNumber}</Text>
        </Card>
      )}
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('currentSeason')}
        </Text>
        {seasons.isPending ? (
          <Skeleton h={40} />
        ) : season ? (
          <>
            <Text fw={600}>{season.name}</Text>
            <Text size="sm">{formatDateRange(season.validFrom, season.validTill)}</Text>
          </>
        ) : (
          <Text>{t('noSeason')}</Text>
        )}
      </Card>
    </SimpleGrid>
  );
}

/** Where the user may go from here: the zone menu's pages but the dashboard itself. */
export function DashboardLinks({ zone }: { zone: Zone }) {
  const { t } = useTranslation('dashboard');
  const links = flattenLinks(useZoneMenu(zone));
  return (
    <Card withBorder component="section" aria-labelledby="dashboard-links">
      <Title order={2} size="h4" id="dashboard-links">
        {t('links')}
      </Title>
      {links.length ? (
        <List mt="xs" spacing={4}>
          {links.map((n) => (
            <List.Item key={`${n.key}-${n.href}`}>
              {n.externalLink || n.href?.startsWith('http') ? (
                <Anchor href={n.externalLink ?? n.href ?? '#'} target="_blank" rel="noopener noreferrer">
                  {n.title}
                </Anchor>
              ) : (
                <Anchor component={Link} to={n.href!}>
                  {n.title}
                </Anchor>
              )}
              {n.description && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  – {n.description}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text mt="xs">{t('noLinks')}</Text>
      )}
    </Card>
  );
}
