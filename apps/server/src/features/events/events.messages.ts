// The events' texts in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'events.endBeforeStart': 'Konec akce nesmí být před jejím začátkem.',
    'events.deadlineAfterEnd': 'Uzávěrka přihlášek nesmí být po konci akce.',
    'events.levelWithoutRole': 'Úroveň role lze zadat jen spolu s typem role.',
    'events.levelOfOtherType': 'Úroveň nepatří ke zvolenému typu role.',
    'events.alreadyRegistered': 'Na tuto akci už přihlášku máte.',
    'events.personAlreadyRegistered': 'Tato osoba už na akci přihlášená je.',
    'events.registrationClosed': 'Přihlašování na akci skončilo (uzávěrka {deadline}).',
    'events.alreadyStarted': 'Akce už začala, přihlášku nelze změnit.',
    'events.notRegistered': 'Přihláška je již zrušená.',
    'events.noGrant': 'Akce neuděluje žádnou roli.',
    'events.grantNeedsAttended': 'Roli lze udělit jen účastníkovi se stavem Zúčastnil se.',
    'events.alreadyGranted': 'Role za tuto akci už byla udělena.',
    'events.grantNoClub': 'Role klubu vyžaduje platnou roli osoby v některém klubu.',
    'events.invitationsFailed':
      'Rozesílání pozvánek selhalo. Zkuste to znovu; kdo pozvánku dostal, ji znovu nedostane.',
  },
  en: {
    'events.endBeforeStart': 'The event cannot end before it starts.',
    'events.deadlineAfterEnd': 'The registration deadline cannot be after the end of the event.',
    'events.levelWithoutRole': 'A role level can be given only with a role type.',
    'events.levelOfOtherType': 'The level does not belong to the chosen role type.',
    'events.alreadyRegistered': 'You are already registered to this event.',
    'events.personAlreadyRegistered': 'This person is already registered to the event.',
    'events.registrationClosed': 'Registration for the event has closed (deadline {deadline}).',
    'events.alreadyStarted': 'The event has started; the registration cannot change.',
    'events.notRegistered': 'The registration is already cancelled.',
    'events.noGrant': 'The event grants no role.',
    'events.grantNeedsAttended': 'A role can be granted only to an attendee marked Attended.',
    'events.alreadyGranted': 'The role for this event has been granted already.',
    'events.grantNoClub': 'A club role needs a valid role of the person in a club.',
    'events.invitationsFailed': 'Sending the invitations failed. Try again; whoever got one will not get it twice.',
  },
});
