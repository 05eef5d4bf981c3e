// A record's change history as a file (CSV or XLSX: the history list's export): one line per audit
// record, its field changes as a reader of the history tab sees them. Actions and fields under their
// names in the caller's language, ids of reference rows by their names, yes/no, dates as the app
// writes them; a creation gives the first values only. Each register names its own vocabulary.
import type { LocalizedText } from '@fedra/contract';
import type { Language } from '../i18n/messages';
import { shownDate } from '../i18n/shown-date';
import { defineListExport, type ListExport, type NamedTable, referenceNames, YES_NO } from '../list-query/list-export';

/** One audit record as the history lists answer it (audit-history.ts). */
export interface HistoryRow {
  at: string;
  action: string;
  actor: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

export interface HistoryVocabulary {
  /** The audit action that creates the record: its changes are first values, not changes. */
  createAction: string;
  /** The actions' names; an action without one is written as it is. */
  actions: Record<string, LocalizedText>;
  /** A field's label (the audit details' keys, camelCase); none: the key as it is. */
  field: (key: string) => LocalizedText | undefined;
  /** Fields that hold the id of a row of a (small) reference table: written by its name. */
  references: Record<string, NamedTable>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The names of each reference table the vocabulary needs, loaded once per export. */
type Names = Map<NamedTable, Map<number, string>>;

function shownValue(value: unknown, table: NamedTable | undefined, names: Names, lang: Language): string {
  if (value === null || value === undefined || value === '') return '–';
  if (table && typeof value === 'number') return names.get(table)?.get(value) ?? String(value);
  if (typeof value === 'boolean') return YES_NO[lang][value ? 0 : 1];
  if (typeof value === 'string') return ISO_DATE.test(value) && lang === 'cs' ? shownDate(value) : value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The export of a register's history list, with the register's vocabulary. */
export function historyExport(
  name: string,
  title: LocalizedText,
  vocabulary: HistoryVocabulary,
): ListExport<HistoryRow, { names: Names; lang: Language }> {
  const tables = [...new Set(Object.values(vocabulary.references))];
  return defineListExport({
    name,
    title,
    prepare: async (db, lang) => ({
      names: new Map(await Promise.all(tables.map(async (t) => [t, await referenceNames(db, t, lang)] as const))),
      lang,
    }),
    columns: [
      { label: { cs: 'Kdy', en: 'When' }, type: 'dateTime', value: (row: HistoryRow) => row.at, width: 18 },
      {
        label: { cs: 'Co', en: 'What' },
        value: (row, { lang }) => vocabulary.actions[row.action]?.[lang] ?? row.action,
        width: 26,
      },
      { label: { cs: 'Kdo', en: 'Who' }, value: (row) => row.actor, width: 22 },
      {
        label: { cs: 'Změny', en: 'Changes' },
        value: (row, { names, lang }) =>
          row.changes
            .map(({ field, before, after }) => {
              const shown = (v: unknown) => shownValue(v, vocabulary.references[field], names, lang);
              const label = vocabulary.field(field)?.[lang] ?? field;
              return row.action === vocabulary.createAction
                ? `${label}: ${shown(after)}`
                : `${label}: ${shown(before)} → ${shown(after)}`;
            })
            .join('; '),
        width: 60,
      },
    ],
  });
}
