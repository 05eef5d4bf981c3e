// The price list's texts in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'priceList.roleTypeOnlyPerson': 'Typ role lze zadat jen u položky pro osobu.',
  },
  en: {
    'priceList.roleTypeOnlyPerson': 'A role type can be given only for a person item.',
  },
});
