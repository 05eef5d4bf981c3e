// The one shell of every report/list/* page: the title, the "as of" date (kept in the address as
// ?date=, default today), anything the report adds (the band editor), and the list with its
// filters, sort, paging and CSV/XLSX export of the report at that date.
import '@mantine/dates/styles.css';
import type { EndpointDef } from '@fedra/contract/common/endpoint';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ListColumn, type ListFilter, ListView } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { formatDate } from '../../../platform/i18n/format';
import { todayInPrague } from '../../../platform/i18n/today';
import { usePageTitle } from '../../../platform/routing/page-title';
import { loadReport, REPORTS_KEY } from '../api';

export interface ReportPageProps<Row> {
  /** The report's key in the query cache. */
  name: string;
  title: string;
  description?: string;
  endpoint: EndpointDef;
  /** Where the call takes the date: `?date=` (the report lists) or `{date}` (the club report). */
  dateIn?: 'query' | 'path';
  /** Further query parameters (the age bands). */
  params?: Record<string, string>;
  columns: ListColumn<Row>[];
  filters: ListFilter[];
  defaultSort?: string;
  getRowKey?: (row: Row, index: number) => string | number;
  /** Shown between the date and the list. */
  children?: ReactNode;
}

/** The report's date from the address (what is there, even if wrong: the server names the problem). */
export function useReportDate(): [string, (date: string) => void] {
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') || todayInPrague();
  const setDate = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('date', next);
        // A new date is a new report: back to its first page.
        params.delete('offset');
        return params;
      },
      { replace: true },
    );
  return [date, setDate];
}

export function ReportPage<Row>(props: ReportPageProps<Row>) {
  const { t } = useTranslation('reports');
  usePageTitle(props.title);
  const [date, setDate] = useReportDate();
  const pathDate = props.dateIn === 'path';
  const queryParams = pathDate ? props.params : { ...props.params, date };
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{props.title}</Title>
        {props.description && (
          <Text c="dimmed" size="sm">
            {props.description}
          </Text>
        )}
      </div>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TypedDateField
          label={t('date.label')}
          description={t('date.description')}
          value={date}
          // Clearing the field keeps the date shown: a report is always at some date.
          clearable={false}
          onChange={(value) => value && setDate(value)}
          w={220}
        />
      </Group>
      {props.children}
      <ListView<Row>
        queryKey={[...REPORTS_KEY, props.name, ...(pathDate ? [date] : [])]}
        load={loadReport<Row>(props.endpoint, pathDate ? { date } : undefined)}
        caption={t('caption', { title: props.title, date: formatDate(date) })}
        exportEndpoint={props.endpoint}
        exportParams={pathDate ? { date } : undefined}
        params={queryParams}
        defaultSort={props.defaultSort}
        getRowKey={props.getRowKey}
        syncToUrl
        filters={props.filters}
        columns={props.columns}
        minTableWidth={1100}
      />
    </Stack>
  );
}
