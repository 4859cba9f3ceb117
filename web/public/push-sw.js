/* Push notifications in the service worker (imported by Workbox's worker, vite.config.ts). */
/* global self, clients, URL */
self.addEventListener('push', (event) => {
  let message = { title: 'Quiz Arena', body: '', url: '/dashboard', kind: '' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without our JSON still says something.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icon.svg',
      badge: '/icon.svg',
      tag: message.kind || undefined,
      data: { url: message.url },
    }),
  );
});

/**
 * Only the app's own screens: the address resolved, then its origin checked, since a path such as
 * "//host/x" or "/\host/x" resolves to another origin.
 */
function appUrl(path) {
  const home = new URL('/dashboard', self.location.origin).href;
  if (typeof path !== 'string' || !path.startsWith('/')) return home;
  try {
    const url = new URL(path, self.location.origin);
    return url.origin === self.location.origin ? url.href : home;
  } catch {
    return home;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (new URL(w.url).origin === self.location.origin && 'focus' in w) {
          return w.focus().then(() => w.navigate(url));
        }
      }
      return clients.openWindow(url);
    }),
  );
});
