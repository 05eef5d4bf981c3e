// Readable names of the audit actions: a text per known action (locales: `action` keyed by the
// action's own name, dots and all), the raw name for any other: the log keeps whatever a later
// feature writes.
import type { TFunction } from 'i18next';

/** The action names hold dots, so the texts are looked up with another separator. */
export const actionName = (t: TFunction, action: string): string =>
  t(`audit:action>${action}`, { keySeparator: '>', defaultValue: action });

/** What a record is about, by its type's name ('Osoba'); the raw type for any other. */
export const subjectTypeName = (t: TFunction, type: string): string =>
  t(`audit:subjectType>${type}`, { keySeparator: '>', defaultValue: type });
