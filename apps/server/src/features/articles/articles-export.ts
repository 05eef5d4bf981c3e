// The article lists as files (`?format=csv|xlsx`, as every list): the office's list, a zone's
// published news and its tags. Covers are not exported (their URLs expire).
import { defineListExport } from '../../platform/list-query/list-export';
import type { ArticleRow, SummaryRow } from './articles.presenter';

type Dated = { publishDate: unknown };
const published = (row: Dated) => (row.publishDate == null ? null : new Date(String(row.publishDate)).toISOString());

const COMMON = [
  { label: { cs: 'Titulek', en: 'Title' }, value: (a: SummaryRow) => a.title, width: 48 },
  { label: { cs: 'Perex', en: 'Perex' }, value: (a: SummaryRow) => a.perex, width: 60 },
  { label: { cs: 'Štítky', en: 'Tags' }, value: (a: SummaryRow) => a.tags.join(', '), width: 30 },
  { label: { cs: 'Zveřejněno', en: 'Published' }, type: 'dateTime' as const, value: (a: SummaryRow) => published(a) },
];

export const publishedExport = defineListExport<SummaryRow>({
  name: 'federation-news',
  title: { cs: 'Novinky svazu', en: 'Federation news' },
  columns: COMMON,
});

const STATE = {
  draft: { cs: 'Koncept', en: 'Draft' },
  scheduled: { cs: 'Naplánováno', en: 'Scheduled' },
  published: { cs: 'Zveřejněno', en: 'Published' },
} as const;

export const articleExport = defineListExport<ArticleRow, { lang: 'cs' | 'en' }>({
  name: 'federation-articles',
  title: { cs: 'Články svazu', en: 'Federation articles' },
  prepare: async (_db, lang) => ({ lang }),
  columns: [
    ...(COMMON as never[]),
    { label: { cs: 'Stav', en: 'State' }, value: (a, x) => STATE[a.state][x.lang], width: 14 },
    { label: { cs: 'Zóny', en: 'Zones' }, value: (a) => a.zones.join(', '), width: 24 },
    { label: { cs: 'Vytvořil', en: 'Created by' }, value: (a) => a.createdByName, width: 24 },
    { label: { cs: 'Upravil', en: 'Edited by' }, value: (a) => a.editedByName, width: 24 },
  ],
});

export const tagExport = defineListExport<{ tag: string; count: number }>({
  name: 'federation-news-tags',
  title: { cs: 'Štítky novinek', en: 'News tags' },
  columns: [
    { label: { cs: 'Štítek', en: 'Tag' }, value: (t) => t.tag, width: 30 },
    { label: { cs: 'Zpráv', en: 'Articles' }, type: 'number', value: (t) => t.count },
  ],
});
