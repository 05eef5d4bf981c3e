// The rankings' texts in Czech and English (registered into the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'rankings.pickAtLeastOne': 'Musíte vybrat alespoň 1 turnaj.',
    'rankings.generationFailed': 'Generování žebříčků se nepodařilo; zkuste to znovu.',
  },
  en: {
    'rankings.pickAtLeastOne': 'You must select at least 1 tournament.',
    'rankings.generationFailed': 'The ranking generation failed; try again.',
  },
});
