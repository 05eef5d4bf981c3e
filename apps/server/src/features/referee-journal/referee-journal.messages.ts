// The referee journal's texts in Czech and English (spec 001 §5: 'Date must be at least {0}' /
// 'Date must be at most {0}'); the bound comes in both formats, each language shows its own.
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'refereeJournal.dateMin': 'Datum musí být nejméně {cs}',
    'refereeJournal.dateMax': 'Datum musí být nejvýše {cs}',
  },
  en: {
    'refereeJournal.dateMin': 'Date must be at least {en}',
    'refereeJournal.dateMax': 'Date must be at most {en}',
  },
});
