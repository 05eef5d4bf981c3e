// The texts of league teams, competition membership and rosters in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'leagueTeams.nameTaken': 'Družstvo se jménem {name} už v lize je.',
    'leagueTeams.clubNotFound': 'Klub {id} neexistuje.',
    'leagueTeams.stateNotFound': 'Stav družstva {id} neexistuje.',
    'leagueTeams.otherLeague': 'Družstvo nepatří do ligy této soutěže.',
    'leagueTeams.alreadyPlays': 'Družstvo {name} už tuto soutěž hraje.',
    'leagueTeams.notInCompetition': 'Družstvo tuto soutěž nehraje.',
    'leagueTeams.playedMatches':
      'Družstvo má v soutěži odehraná utkání ({count}); ze soutěže ho nelze odebrat, dokud utkání nesmažete.',
    'leagueTeams.notOwnTeam': 'Družstvo patří jinému klubu; jeho soupisku může upravit jen svaz.',
    'leagueTeams.personNotFound': 'Osoba {id} neexistuje.',
    'leagueTeams.notMember': 'Osoba {name} dnes není členem klubu družstva.',
    'leagueTeams.inOtherTeam': 'Osoba {name} už je na soupisce družstva {team} v této soutěži.',
    'leagueTeams.duplicatePerson': 'Osoba je na soupisce dvakrát.',
    'leagueTeams.typeNotFound': 'Typ člena družstva {id} neexistuje.',
    'leagueTeams.teamHasResults':
      'S družstvem by se smazala i utkání s výsledkem (počet: {count}); smazání s výsledky je třeba potvrdit.',
  },
  en: {
    'leagueTeams.nameTaken': 'The league already has a team named {name}.',
    'leagueTeams.clubNotFound': 'Club {id} does not exist.',
    'leagueTeams.stateNotFound': 'Team state {id} does not exist.',
    'leagueTeams.otherLeague': "The team is not of this competition's league.",
    'leagueTeams.alreadyPlays': 'The team {name} already plays this competition.',
    'leagueTeams.notInCompetition': 'The team does not play this competition.',
    'leagueTeams.playedMatches':
      'The team has played matches in the competition ({count}); it cannot leave it until those matches are deleted.',
    'leagueTeams.notOwnTeam': "The team is another club's; only the federation may change its roster.",
    'leagueTeams.personNotFound': 'Person {id} does not exist.',
    'leagueTeams.notMember': "{name} is not a member of the team's club today.",
    'leagueTeams.inOtherTeam': '{name} is already on the roster of {team} in this competition.',
    'leagueTeams.duplicatePerson': 'The person is on the roster twice.',
    'leagueTeams.typeNotFound': 'Team member type {id} does not exist.',
    'leagueTeams.teamHasResults':
      'Deleting the team would delete matches with a result ({count}); confirm deleting it with its results.',
  },
});
