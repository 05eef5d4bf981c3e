// The texts of users and the account's links in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'users.userNameTaken': 'Tento e-mail už jiný uživatel používá k přihlášení.',
    'users.emailTaken': 'E-mail je již použit.',
    'users.roleRequired': 'Uživatel musí mít aspoň jednu roli.',
    'users.roleTwice': 'Tuto roli už uživatel má; její kluby zadejte v ní.',
    'users.clubsRequired': 'Správce klubu musí mít aspoň jeden klub.',
    'users.unitRequired': 'Správce federační jednotky musí mít federační jednotku.',
    'users.personRequired': 'Člen musí mít přiřazenou osobu.',
    'users.scopeNotFor': 'Tato role se na kluby ani jednotky neomezuje.',
    'users.ownAdministrator': 'Vlastní roli Administrátor si odebrat nemůžete.',
    'users.lockSelf': 'Vlastní účet zablokovat nemůžete.',
    'users.invitationAccepted': 'Uživatel už pozvánku přijal a heslo si nastavil.',
    'users.linkInvalid': 'Odkaz je neplatný, už byl použit nebo vypršel. Požádejte o nový.',
  },
  en: {
    'users.userNameTaken': 'Another user already signs in with this e-mail.',
    'users.emailTaken': 'The e-mail is already used.',
    'users.roleRequired': 'A user needs at least one role.',
    'users.roleTwice': 'The user has this role already; give its clubs in that one.',
    'users.clubsRequired': 'A club manager needs at least one club.',
    'users.unitRequired': 'A federation unit manager needs a federation unit.',
    'users.personRequired': 'A member needs an assigned person.',
    'users.scopeNotFor': 'This role is not limited to clubs or units.',
    'users.ownAdministrator': 'You cannot take away your own Administrator role.',
    'users.lockSelf': 'You cannot lock your own account.',
    'users.invitationAccepted': 'The user has already accepted the invitation and set a password.',
    'users.linkInvalid': 'The link is invalid, used or expired. Ask for a new one.',
  },
});
