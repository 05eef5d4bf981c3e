/**
 * A moment of the office's day on a date (SQL), 8:30–15:30 in Prague, spread by `salt` (an SQL
 * integer): a record filed at midnight on the dot reads as made up.
 */
export function officeHours(date: string, salt: string): string {
  return `((${date}) + time '08:30' + ((${salt}) * 47 % 420) * interval '1 minute') AT TIME ZONE 'Europe/Prague'`;
}

/**
 * The day before which the demo files its records (SQL, of a date parameter): the server's today,
 * or the database's own date when that is earlier. What the database stamps itself (the audit log,
 * a record's creation) runs on its clock, so a demo record must lie in the past of both; under a
 * test clock set a year ahead, a change made now is still the newest in a record's history.
 */
export function demoToday(today: string): string {
  return `least(${today}::date, (now() AT TIME ZONE 'Europe/Prague')::date)`;
}
