// The reporting calls (issue 33 parts 1–4), one function or query option each: the register's
// check and files, and the annual statistics with their workbook.
import { reportingEndpoints } from '@fedra/contract/reporting';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../platform/api/client';
import { saveFile } from '../../platform/forms';

export const REPORTING_KEY = ['reporting'] as const;

/** The year asked; none: the server's current year. */
const yearQuery = (year: number | null): Record<string, string> => (year === null ? {} : { year: String(year) });

export const nsaCheckQuery = (year: number | null, clubId: number | null) =>
  queryOptions({
    queryKey: [...REPORTING_KEY, 'nsa-check', year, clubId],
    queryFn: ({ signal }) =>
      call(reportingEndpoints.nsaCheck, {
        query: { ...yearQuery(year), ...(clubId ? { clubId: String(clubId) } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const statsQuery = (year: number | null) =>
  queryOptions({
    queryKey: [...REPORTING_KEY, 'stats', year],
    queryFn: ({ signal }) => call(reportingEndpoints.stats, { query: { ...yearQuery(year) }, signal }),
    placeholderData: keepPreviousData,
  });

/** Downloads the register's persons file of a club (CSV) or of every club (ZIP). */
export async function downloadNsaPersons(year: number | null, clubId: number | null) {
  const file = await download(reportingEndpoints.nsaPersons, {
    query: { ...yearQuery(year), format: 'csv', ...(clubId ? { clubId: String(clubId) } : {}) },
    fallbackName: clubId ? 'nsa-osoby.csv' : 'nsa-osoby.zip',
  });
  saveFile(file.blob, file.fileName);
}

/** Downloads the register's organisations file. */
export async function downloadNsaOrganisations(year: number | null, memberOfIco: string | null) {
  const file = await download(reportingEndpoints.nsaOrganisations, {
    query: { ...yearQuery(year), format: 'csv', ...(memberOfIco ? { memberOfIco } : {}) },
    fallbackName: 'nsa-organizace.csv',
  });
  saveFile(file.blob, file.fileName);
}

/** Downloads the statistics workbook. */
export async function downloadStatsXlsx(year: number | null) {
  const file = await download(reportingEndpoints.statsXlsx, {
    query: { ...yearQuery(year) },
    fallbackName: 'statistiky.xlsx',
  });
  saveFile(file.blob, file.fileName);
}
