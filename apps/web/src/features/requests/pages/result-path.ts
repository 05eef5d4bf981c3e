// The result page of a result URL the server answered (absolute, maybe another origin's address
// for this site): the router path with its token, so the page opens without reloading the app.
export function resultPagePath(resultUrl: string): string {
  const url = new URL(resultUrl, window.location.href);
  return `/zone/public/request/result${url.search}`;
}
