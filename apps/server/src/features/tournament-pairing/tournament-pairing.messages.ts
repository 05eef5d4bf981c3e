// The season pairing texts in Czech and English (registered into the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'pairing.notEarlierSeason':
      'Předchozí disciplína musí patřit do dřívější sezóny (její platnost končí před začátkem sezóny této disciplíny).',
    'pairing.noEarlierSeason': 'Sezóna nemá žádnou dřívější sezónu, se kterou by se dala spárovat.',
    'pairing.frozen': 'Disciplíny zrušeného nebo archivovaného turnaje už nelze párovat.',
  },
  en: {
    'pairing.notEarlierSeason':
      "The previous discipline must belong to an earlier season (one whose validity ends before this discipline's season starts).",
    'pairing.noEarlierSeason': 'The season has no earlier season to pair with.',
    'pairing.frozen': 'The disciplines of a cancelled or archived tournament can no longer be paired.',
  },
});
