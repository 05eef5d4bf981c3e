// report/list/age-categories and its user-defined variant: members per age category by sex at a
// date. Which of the two is shown follows the custom-age-categories feature (AgeCategoryGate).
import { type AgeReportRow, parseAgeBands } from '@fedra/contract/reports';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_CALLS } from '../api';
import { AgeCategoryGate } from '../components/age-category-gate';
import { countColumns } from '../components/count-columns';
import { ReportPage } from '../components/ReportPage';
import { useReportFilters } from '../components/use-codebook-names';

export const DEFAULT_AGE_BANDS = '0-10,11-15,16-18,19-';

function AgeReport({ defined, bands }: { defined: boolean; bands?: string }) {
  const { t } = useTranslation('reports');
  const { select } = useReportFilters();
  const key = defined ? 'ageBands' : 'ageCategories';
  return (
    <ReportPage<AgeReportRow>
      name={key}
      title={t(`${key}.title`)}
      description={t('ageRule')}
      endpoint={REPORT_CALLS[key]}
      params={bands ? { bands } : undefined}
      defaultSort="order"
      filters={[select('sectionId'), select('federationUnitId'), select('regionId'), select('roleTypeId')]}
      columns={[
        { key: 'name', title: t('field.ageCategory'), sortField: 'name' },
        {
          key: 'ages',
          title: t('field.ages'),
          render: (r) => (r.ageTo === null ? `${r.ageFrom ?? 0}+` : `${r.ageFrom ?? 0}–${r.ageTo}`),
        },
        ...countColumns<AgeReportRow>(t, ['maleCount', 'femaleCount', 'notAvailableCount', 'totalCount']),
      ]}
    >
      {defined && <BandEditor />}
    </ReportPage>
  );
}

/** The band limits, checked here as the server checks them, applied to the address (?bands=). */
function BandEditor() {
  const { t } = useTranslation('reports');
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState(search.get('bands') ?? DEFAULT_AGE_BANDS);
  const [error, setError] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAgeBands(text.replace(/\s+/g, ''));
    if ('error' in parsed) {
      setError(t(`bands.${parsed.error.replace('reports.', '')}`));
      return;
    }
    setError(null);
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('bands', text.replace(/\s+/g, ''));
        return params;
      },
      { replace: true },
    );
  };
  return (
    <form onSubmit={apply} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('bands.label')}
          description={t('bands.description')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          required
          w={{ base: '100%', sm: 360 }}
        />
        <Button type="submit" mt={{ base: 0, sm: 46 }}>
          {t('bands.apply')}
        </Button>
      </Group>
    </form>
  );
}

export function AgeCategoriesReportPage() {
  return (
    <AgeCategoryGate defined={false}>
      <AgeReport defined={false} />
    </AgeCategoryGate>
  );
}

export function AgeBandsReportPage() {
  const [search] = useSearchParams();
  return (
    <AgeCategoryGate defined>
      <AgeReport defined bands={search.get('bands') || DEFAULT_AGE_BANDS} />
    </AgeCategoryGate>
  );
}
