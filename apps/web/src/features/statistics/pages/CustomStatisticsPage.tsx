// Custom statistics (report/statistics/custom, STATS): at a chosen date, the split by sex of the
// persons holding a role of a chosen type in a chosen section, and the club report as a list.
// The date, section and role type are in the address, beside the list's paging and filters.
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useSession } from '../../../platform/session/session';
import { ClubReportList } from '../components/ClubReportList';
import { DateRejectedAlert } from '../components/DateRejectedAlert';
import { SexShareSection } from '../components/SexShareSection';
import { StatsDateField, useStatsDate } from '../components/StatsDateField';
import { chosenId, ordered, ROLE_PARAM, SECTION_PARAM } from '../custom-choice';
import { withParam } from '../date-param';

export default function CustomStatisticsPage() {
  const { t, i18n } = useTranslation('statistics');
  usePageTitle(t('custom.title'));
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const { codebook } = useSession();
  const [params, setParams] = useSearchParams();
  const { date, rejected, setDate } = useStatsDate();
  const reportId = useId();

  const sections = ordered(codebook?.sections);
  const roleTypes = ordered(codebook?.personRoleType);
  const sectionId = chosenId(params, SECTION_PARAM, sections);
  const roleTypeId = chosenId(params, ROLE_PARAM, roleTypes);
  const choose = (key: string) => (value: string | null) =>
    value && setParams((current) => withParam(current, key, value), { replace: true });
  const nameOf = (items: typeof sections, id: number | null) => items.find((item) => item.id === id)?.name[lang] ?? '';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('custom.title')}</Title>
        <Text c="dimmed">{t('custom.intro')}</Text>
      </div>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <StatsDateField value={date} onChange={setDate} />
        <Select
          label={t('custom.section')}
          data={sections.map((item) => ({ value: String(item.id), label: item.name[lang] }))}
          value={sectionId === null ? null : String(sectionId)}
          onChange={choose(SECTION_PARAM)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('custom.roleType')}
          data={roleTypes.map((item) => ({ value: String(item.id), label: item.name[lang] }))}
          value={roleTypeId === null ? null : String(roleTypeId)}
          onChange={choose(ROLE_PARAM)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <DateRejectedAlert value={rejected} />

      {sectionId !== null && roleTypeId !== null && (
        <SexShareSection
          choice={{ date, sectionId, roleTypeId }}
          description={t('custom.bySex.description', {
            section: nameOf(sections, sectionId),
            roleType: nameOf(roleTypes, roleTypeId),
          })}
        />
      )}

      <Stack component="section" aria-labelledby={reportId} gap="sm">
        <div>
          <Title order={2} size="h3" id={reportId}>
            {t('report.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('report.listDescription')}
          </Text>
        </div>
        <ClubReportList date={date} />
      </Stack>
    </Stack>
  );
}
