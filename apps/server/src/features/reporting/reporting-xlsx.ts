// The annual statistics as an XLSX workbook (issue 33 part 4): one sheet per table, this year and
// the last side by side with the change, names in the request's language.
import type { ReportingStats } from '@fedra/contract';
import { type Language, translate } from '../../platform/i18n/messages';
import './reporting.messages';

export async function statsWorkbook(stats: ReportingStats, lang: Language): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, `reporting.${key}`, params);
  const none = t('none');
  // Loaded on the first workbook (exceljs holds about 20 MB in every server).
  const { default: excel } = await import('exceljs');
  const book = new excel.Workbook();
  const years = [
    t('column.year', { year: stats.year }),
    t('column.year', { year: stats.previousYear }),
    t('column.change'),
  ];
  const sheet = (
    name: string,
    keys: string[],
    rows: (string | number)[][],
    total: { count: number; previousCount: number },
  ) => {
    const ws = book.addWorksheet(name);
    ws.addRow([...keys, ...years]).font = { bold: true };
    for (const row of rows) ws.addRow(row);
    const totalRow = ws.addRow([
      t('total'),
      ...keys.slice(1).map(() => ''),
      total.count,
      total.previousCount,
      total.count - total.previousCount,
    ]);
    totalRow.font = { bold: true };
    ws.columns.forEach((c, i) => {
      c.width = i < keys.length ? 28 : 14;
    });
  };
  const counts = (r: { count: number; previousCount: number }) => [r.count, r.previousCount, r.count - r.previousCount];
  sheet(
    t('sheet.members'),
    [t('column.region'), t('column.sex'), t('column.ageBand')],
    stats.members.map((r) => [
      r.region ?? none,
      t(`sex.${r.sex}`),
      r.ageBand === 'unknown' ? t('ageBand.unknown') : r.ageBand,
      ...counts(r),
    ]),
    stats.totals.members,
  );
  sheet(
    t('sheet.clubs'),
    [t('column.region')],
    stats.clubsByRegion.map((r) => [r.region ?? none, ...counts(r)]),
    stats.totals.clubs,
  );
  sheet(
    t('sheet.referees'),
    [t('column.level')],
    stats.refereesByLevel.map((r) => [r.level ?? none, ...counts(r)]),
    stats.totals.referees,
  );
  sheet(
    t('sheet.coaches'),
    [t('column.level')],
    stats.coachesByLevel.map((r) => [r.level ?? none, ...counts(r)]),
    stats.totals.coaches,
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
