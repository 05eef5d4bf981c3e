// The reporting feature's texts in Czech and English (the server's catalogue): the statistics
// workbook's sheets and headers.
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'reporting.sheet.members': 'Členové',
    'reporting.sheet.clubs': 'Kluby',
    'reporting.sheet.referees': 'Rozhodčí',
    'reporting.sheet.coaches': 'Trenéři',
    'reporting.column.region': 'Kraj',
    'reporting.column.sex': 'Pohlaví',
    'reporting.column.ageBand': 'Věk',
    'reporting.column.level': 'Kvalifikace',
    'reporting.column.year': 'Rok {year}',
    'reporting.column.change': 'Změna',
    'reporting.sex.male': 'muž',
    'reporting.sex.female': 'žena',
    'reporting.sex.unknown': 'neuvedeno',
    'reporting.ageBand.unknown': 'neuvedeno',
    'reporting.none': 'neuvedeno',
    'reporting.total': 'Celkem',
  },
  en: {
    'reporting.sheet.members': 'Members',
    'reporting.sheet.clubs': 'Clubs',
    'reporting.sheet.referees': 'Referees',
    'reporting.sheet.coaches': 'Coaches',
    'reporting.column.region': 'Region',
    'reporting.column.sex': 'Sex',
    'reporting.column.ageBand': 'Age',
    'reporting.column.level': 'Qualification',
    'reporting.column.year': 'Year {year}',
    'reporting.column.change': 'Change',
    'reporting.sex.male': 'male',
    'reporting.sex.female': 'female',
    'reporting.sex.unknown': 'not given',
    'reporting.ageBand.unknown': 'not given',
    'reporting.none': 'not given',
    'reporting.total': 'Total',
  },
});
