// The economy feature's texts in Czech and English (registered into the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'economy.validTillPast': 'Pole {label} nesmí být v minulosti (nejdříve {min}).',
    'economy.wholeHalere': 'Pole {label} musí být částka v celých haléřích.',
    'economy.vatRate': 'Pole {label} musí být jedna z povolených sazeb DPH (0, 12 nebo 21 %).',
  },
  en: {
    'economy.validTillPast': 'The field {label} must not be in the past ({min} or later).',
    'economy.wholeHalere': 'The field {label} must be an amount in whole haléře.',
    'economy.vatRate': 'The field {label} must be one of the allowed VAT rates (0, 12 or 21 %).',
  },
});
