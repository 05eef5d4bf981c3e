// The texts of webhooks in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'webhooks.urlInvalid': 'Pole {label} musí být adresa http(s), například https://example.org/webhooky.',
    'webhooks.urlHttps': 'Pole {label} musí být adresa https.',
    'webhooks.urlHost': 'Pole {label} musí vést na veřejný server (ne na IP adresu, tento počítač ani místní síť).',
    'webhooks.eventsRequired': 'Vyberte alespoň jednu událost.',
    'webhooks.eventsRepeated': 'Každá událost smí být vybrána jen jednou.',
    'webhooks.messageSending': 'Zpráva se právě odesílá; zkuste to za chvíli znovu.',
  },
  en: {
    'webhooks.urlInvalid': 'The field {label} must be an http(s) address, e.g. https://example.org/webhooks.',
    'webhooks.urlHttps': 'The field {label} must be an https address.',
    'webhooks.urlHost':
      'The field {label} must lead to a public server (not an IP address, this machine or a local network).',
    'webhooks.eventsRequired': 'Choose at least one event.',
    'webhooks.eventsRepeated': 'Each event may be chosen once only.',
    'webhooks.messageSending': 'The message is being sent right now; try again in a moment.',
  },
});
