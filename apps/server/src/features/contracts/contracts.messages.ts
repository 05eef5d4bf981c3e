// The contract feature's texts in Czech and English (registered into the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'contracts.fileInUse': 'Soubor v poli {label} už je připojen k jinému dokumentu; nahrajte jej znovu.',
  },
  en: {
    'contracts.fileInUse': 'The file in the field {label} is already attached to another document; upload it again.',
  },
});
