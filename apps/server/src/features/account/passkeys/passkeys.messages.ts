// The texts of passkeys in Czech and English (the server's catalogue).
import { registerMessages } from '../../../platform/i18n/messages';

registerMessages({
  cs: {
    'passkey.expired': 'Platnost výzvy vypršela. Zkuste to znovu.',
    'passkey.notVerified': 'Odpověď přístupového klíče se nepodařilo ověřit. Zkuste to znovu.',
    'passkey.malformed': 'Odpověď prohlížeče nemá platný tvar.',
    'passkey.alreadyRegistered': 'Tento přístupový klíč už je zaregistrovaný.',
  },
  en: {
    'passkey.expired': 'The challenge has expired. Try again.',
    'passkey.notVerified': "The passkey's answer could not be verified. Try again.",
    'passkey.malformed': "The browser's answer is not well formed.",
    'passkey.alreadyRegistered': 'This passkey is registered already.',
  },
});
