// The texts of the request statement flow (the server's catalogue and the e-mail to the club).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'requests.tokenInvalid': 'Odkaz je neplatný nebo jeho platnost vypršela.',
    'requests.noStatementClub': 'Žádost nemá klub, který se má vyjádřit.',
    'requests.noStatementEmail': 'Klub {club} nemá vyplněný e-mail; odkaz nelze poslat.',
    'requests.closed': 'Žádost ve stavu {state} už vyjádření nepotřebuje.',
  },
  en: {
    'requests.tokenInvalid': 'The link is invalid or has expired.',
    'requests.noStatementClub': 'The request has no club to give a statement.',
    'requests.noStatementEmail': 'The club {club} has no e-mail address; the link cannot be sent.',
    'requests.closed': 'A request in the state {state} needs no statement any more.',
  },
});
