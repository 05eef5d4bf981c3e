/**
 * A moment of the office's day on a date (SQL), 8:30–15:30 in Prague, spread by `salt` (an SQL
 * integer): a record filed at midnight on the dot reads as made up.
 */
export function officeHours(date: string, salt: string): string {
  return `((${date}) + time '08:30' + ((${salt}) * 47 % 420) * interval '1 minute') AT TIME ZONE 'Europe/Prague'`;
}
