// The suspension rule's texts in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'disciplinary.suspended': '{name} má zastavenou činnost do {to} (disciplinární řízení {number}).',
  },
  en: {
    'disciplinary.suspended': '{name} is suspended until {to} (disciplinary proceeding {number}).',
  },
});
