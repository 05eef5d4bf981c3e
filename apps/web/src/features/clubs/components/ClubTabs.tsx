// The tabs of a club (issue 30 §1, §2), shared by the register's detail and my club: official
// data, contacts, bank account, the records of the other features, and the change history.
import type { ClubDetail, ClubRecords } from '@fedra/contract/club-register';
import { Skeleton, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTabList, RecordTabs } from '../../../platform/ui/RecordTabs';
import { BankFacts, ContactFacts, OfficialFacts, RECORD_TABS, RecordPanels } from './ClubSections';

interface Props {
  club: ClubDetail;
  records: ClubRecords | undefined;
  recordsError?: boolean;
  zone: 'admin' | 'club';
  /** The history tab's content. */
  history?: ReactNode;
}

export function ClubTabs({ club, records, recordsError, zone, history }: Props) {
  const { t } = useTranslation('clubs');
  const count = (tab: (typeof RECORD_TABS)[number]) => {
    if (!records) return '';
    if (tab === 'members') return ` (${records.memberCount})`;
    if (tab === 'credit') return '';
    return ` (${records[tab].length})`;
  };
  return (
    <RecordTabs tabs={['official', 'contacts', 'bank', ...RECORD_TABS, ...(history ? ['history'] : [])]}>
      <RecordTabList>
        <Tabs.Tab value="official">{t('tab.official')}</Tabs.Tab>
        <Tabs.Tab value="contacts">{t('tab.contacts')}</Tabs.Tab>
        <Tabs.Tab value="bank">{t('tab.bank')}</Tabs.Tab>
        {RECORD_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {`${t(`tab.${tab}`)}${count(tab)}`}
          </Tabs.Tab>
        ))}
        {history && <Tabs.Tab value="history">{t('tab.history')}</Tabs.Tab>}
      </RecordTabList>
      <Tabs.Panel value="official" pt="md">
        <OfficialFacts club={club} />
      </Tabs.Panel>
      <Tabs.Panel value="contacts" pt="md">
        <ContactFacts club={club} />
      </Tabs.Panel>
      <Tabs.Panel value="bank" pt="md">
        <BankFacts club={club} />
      </Tabs.Panel>
      {records ? (
        <RecordPanels records={records} zone={zone} />
      ) : (
        RECORD_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {recordsError ? (
              <Text c="red.8" role="alert">
                {t('detail.recordsError')}
              </Text>
            ) : (
              <Skeleton h={120} aria-busy />
            )}
          </Tabs.Panel>
        ))
      )}
      {history && (
        <Tabs.Panel value="history" pt="md">
          {history}
        </Tabs.Panel>
      )}
    </RecordTabs>
  );
}
