// The texts of two-factor sign-in in Czech and English (the server's catalogue).
import { registerMessages } from '../../../platform/i18n/messages';

registerMessages({
  cs: {
    'twoFactor.alreadyOn': 'Dvoufázové ověření je už zapnuté; nejprve ho vypněte.',
    'twoFactor.notStarted': 'Nejprve si nechte zobrazit nový klíč (QR kód).',
    'twoFactor.codeWrong': 'Kód nesouhlasí. Zadejte aktuální kód z aplikace.',
    'twoFactor.codeFormat': 'Kód má šest číslic.',
    'twoFactor.requiredByRole': 'Vaše role vyžaduje dvoufázové ověření; vypnout ho nelze.',
  },
  en: {
    'twoFactor.alreadyOn': 'Two-factor sign-in is on already; switch it off first.',
    'twoFactor.notStarted': 'Show a new key (QR code) first.',
    'twoFactor.codeWrong': 'The code does not match. Enter the current code from the app.',
    'twoFactor.codeFormat': 'The code has six digits.',
    'twoFactor.requiredByRole': 'Your role requires two-factor sign-in; it cannot be switched off.',
  },
});
