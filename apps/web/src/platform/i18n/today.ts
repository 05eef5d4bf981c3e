// Today as the federation's office counts it (Europe/Prague, as the server does), YYYY-MM-DD: a
// browser elsewhere after midnight would otherwise offer a day the server calls the future.
const pragueDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function todayInPrague(now: Date = new Date()): string {
  return pragueDate.format(now);
}
