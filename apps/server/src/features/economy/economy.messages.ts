// The economy feature's texts in Czech and English (registered into the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'economy.validTillPast': 'Pole {label} nesmí být v minulosti (nejdříve {min}).',
  },
  en: {
    'economy.validTillPast': 'The field {label} must not be in the past ({min} or later).',
  },
});
