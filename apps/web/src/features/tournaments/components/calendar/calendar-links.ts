// The subscription links of an iCal feed for the common calendar applications. Google and Apple
// subscribe to a webcal:// address (the same feed, the scheme tells the system it is a
// subscription); Outlook on the web takes the https address and a name for the calendar.

export interface CalendarLinks {
  google: string;
  outlook: string;
  apple: string;
  /** The feed itself, for any other application. */
  other: string;
}

export const webcalUrl = (feedUrl: string) => feedUrl.replace(/^https?:\/\//i, 'webcal://');

export function calendarLinks(feedUrl: string, name: string): CalendarLinks {
  const webcal = webcalUrl(feedUrl);
  return {
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent(name)}`,
    apple: webcal,
    other: feedUrl,
  };
}
