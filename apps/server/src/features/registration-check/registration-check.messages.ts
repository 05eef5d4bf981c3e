// The texts of the public registration-number check (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'registrationCheck.noNumbers': 'Pro kontrolu nebyla v zadaném textu nalezena žádná čísla',
    'registrationCheck.tooManyNumbers':
      'Text obsahuje více než {max} různých registračních čísel; zkontrolujte je po částech.',
  },
  en: {
    'registrationCheck.noNumbers': 'No numbers found to validate in the specified input',
    'registrationCheck.tooManyNumbers':
      'The text holds more than {max} different registration numbers; check them in parts.',
  },
});
