// The web-push feature's server texts: why a subscription is refused.
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'push.endpointHttps': 'Pole {label} musí být adresa https služby pro oznámení v prohlížeči.',
    'push.endpointHost':
      'Pole {label} musí vést na veřejnou službu pro oznámení (ne na IP adresu, tento počítač ani místní síť).',
    'push.endpointPort': 'Pole {label} nesmí určovat port: služby pro oznámení běží na standardním portu https.',
    'push.p256dhInvalid': 'Pole {label} musí být veřejný klíč P-256 (65 bajtů v kódování base64url).',
    'push.authInvalid': 'Pole {label} musí být tajemství o 16 bajtech v kódování base64url.',
  },
  en: {
    'push.endpointHttps': 'The field {label} must be the https address of a push service.',
    'push.endpointHost':
      'The field {label} must lead to a public push service (not an IP address, this machine or a local network).',
    'push.endpointPort': 'The field {label} must not name a port: push services run on the standard https port.',
    'push.p256dhInvalid': 'The field {label} must be a P-256 public key (65 bytes in base64url).',
    'push.authInvalid': 'The field {label} must be a secret of 16 bytes in base64url.',
  },
});
