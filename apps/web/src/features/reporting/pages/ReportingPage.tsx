// Reporting (spec 000 §2.3 page `reporting`, issue 33 parts 1–4): the register (NSA) export with its
// check, the organisations file, and the annual statistics, as tabs in the address
// (reporting/{tab}), each shown to who may use it.
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../../platform/access';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { NsaPersonsTab } from '../components/NsaPersonsTab';
import { OrganisationsTab } from '../components/OrganisationsTab';
import { StatsTab } from '../components/StatsTab';

const TABS = ['nsa', 'organisations', 'stats'] as const;
type Tab = (typeof TABS)[number];

export default function ReportingPage() {
  const { t } = useTranslation('reporting');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const can = useCan();
  const allowed = TABS.filter((tab) => can(tab === 'stats' ? 'REPORTING__STATS' : 'REPORTING__NSA'));
  const param = useParams().tab;
  const tab = (param ?? allowed[0]) as Tab | undefined;
  if (!tab || !allowed.includes(tab)) return <NotFoundPage />;

  return (
    <Stack gap="lg">
      <div data-print-hide>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => next && navigate(zoneHref('admin', `reporting/${next}`))}
      >
        <RecordTabList data-print-hide>
          {allowed.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </RecordTabList>
        <Tabs.Panel value="nsa" pt="md">
          <NsaPersonsTab />
        </Tabs.Panel>
        <Tabs.Panel value="organisations" pt="md">
          <OrganisationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="stats" pt="md">
          <StatsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
