// The e-mail campaign feature's texts in Czech and English (registered into the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'emailing.notStoppable': 'Kampaň není naplánovaná ani se neodesílá, nelze ji zastavit.',
    'emailing.notEditable': 'Kampaň lze měnit jen jako koncept nebo naplánovanou.',
    'emailing.notSendable': 'Kampaň lze odeslat nebo naplánovat jen jako koncept nebo naplánovanou.',
    'emailing.sendingNotDeletable': 'Odesílanou kampaň nelze smazat; nejdříve ji zastavte.',
    'emailing.changedByActions': 'Pole {label} se mění jen odesláním, naplánováním nebo zastavením kampaně.',
    'emailing.noLists': 'Vyberte alespoň jeden seznam příjemců.',
    'emailing.noRecipients': 'Vybrané seznamy teď nemají žádného příjemce.',
    'emailing.senderInactive': 'Odesílatel {name} není aktivní.',
    'emailing.templateInactive': 'Šablona {name} není aktivní.',
    'emailing.fieldRequired': 'Pole šablony {label} je povinné.',
    'emailing.unknownField': 'Šablona nemá pole {label}.',
    'emailing.sendDatePast': 'Datum odeslání musí být v budoucnosti.',
    'emailing.unitRequired': 'Seznam členů svazu potřebuje svaz.',
    'emailing.listInUse': 'Seznam používá kampaň, která se právě odesílá nebo je naplánovaná.',
    'emailing.senderInUse': 'Odesílatele používá kampaň, která se právě odesílá; změňte ho po jejím skončení.',
  },
  en: {
    'emailing.notStoppable': 'The campaign is not scheduled or sending, so it cannot be stopped.',
    'emailing.notEditable': 'A campaign can be changed only as a draft or while scheduled.',
    'emailing.notSendable': 'Only a draft or scheduled campaign can be sent or scheduled.',
    'emailing.sendingNotDeletable': 'A campaign being sent cannot be deleted; stop it first.',
    'emailing.changedByActions': 'The field {label} is changed through send, schedule or stop only.',
    'emailing.noLists': 'Choose at least one recipient list.',
    'emailing.noRecipients': 'The chosen lists have no recipients now.',
    'emailing.senderInactive': 'The sender {name} is not active.',
    'emailing.templateInactive': 'The template {name} is not active.',
    'emailing.fieldRequired': 'The template field {label} is required.',
    'emailing.unknownField': 'The template has no field {label}.',
    'emailing.sendDatePast': 'The send date must be in the future.',
    'emailing.unitRequired': "A list of a unit's members needs the federation unit.",
    'emailing.listInUse': 'The list is used by a campaign that is being sent or is scheduled.',
    'emailing.senderInUse': 'A campaign being sent uses this sender; change it once the send is over.',
  },
});
