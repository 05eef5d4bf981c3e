// The league feature's texts in Czech and English (registered into the server's catalogue); the
// states are the tournaments' (`tournamentState.{id}`, tournaments.messages.ts).
import { registerMessages } from '../../platform/i18n/messages';
import '../tournaments';

registerMessages({
  cs: {
    'leagues.notEditable': 'Liga ve stavu {tournamentState} už nelze měnit.',
    'leagues.stateNotAllowed': 'Liga může být jen v konceptu, zveřejněná, zrušená nebo archivovaná.',
    'leagues.roundCount': 'Počet kol musí být 1 (každý s každým jednou) nebo 2 (dvakrát).',
    'leagues.setMax': 'Počet setů musí být liché číslo od 1 do 9.',
    'leagues.scoreRulesLocked':
      'Pravidla skóre nelze změnit, dokud mají utkání soutěže zapsané skóre (utkání se skóre: {count}). Nejprve skóre odstraňte.',
    'leagues.competitionHasResults':
      'Se soutěží by se smazala i utkání s výsledkem (počet: {count}); smazání s výsledky je třeba potvrdit.',
  },
  en: {
    'leagues.notEditable': 'A league in the state {tournamentState} can no longer be changed.',
    'leagues.stateNotAllowed': 'A league can only be a draft, published, cancelled or archived.',
    'leagues.roundCount': 'The number of rounds must be 1 (each pair meets once) or 2 (twice).',
    'leagues.setMax': 'The number of sets must be an odd number from 1 to 9.',
    'leagues.scoreRulesLocked':
      'The score rules cannot change while matches of the competition have a score (matches with a score: {count}). Remove the scores first.',
    'leagues.competitionHasResults':
      'Deleting the competition would delete matches with a result ({count}); confirm deleting it with its results.',
  },
});
