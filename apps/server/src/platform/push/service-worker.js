// Fedra's service worker (spec 000 §7), served at the site root ({ROUTER_BASE}service-worker.js) so
// that its scope is the whole application. It only shows the notifications the server pushes and
// opens their page when one is clicked; it caches nothing (the application is not made for offline).
/* global self */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Fedra';
  const url = typeof data.url === 'string' ? data.url : self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(title, { body: typeof data.body === 'string' ? data.body : '', data: { url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const scope = new URL(self.registration.scope);
  let target = new URL(event.notification.data?.url || scope.href, scope);
  // Only pages of this site: a pushed URL elsewhere is not followed.
  if (target.origin !== scope.origin) target = scope;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target.href);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
