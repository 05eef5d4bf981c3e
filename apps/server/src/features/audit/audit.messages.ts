// The audit feature's texts in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'audit.subjectTypeRequired':
      'Filtr podle id záznamu (subjectId) potřebuje i filtr podle typu záznamu (subjectType).',
  },
  en: {
    'audit.subjectTypeRequired':
      'The filter on the subject id (subjectId) needs a filter on the subject type (subjectType) too.',
  },
});
