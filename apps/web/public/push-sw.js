/* Chorus Web Push service worker: shows each push and opens its page when clicked. */
self.addEventListener("push", (event) => {
  let data = { title: "Chorus", body: "", url: "/notifications", tag: undefined };
  try {
    data = { ...data, ...event.data.json() };
  } catch {
    // A push without a JSON body still shows the generic notification.
  }
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      tag: data.tag,
      data: { url: data.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/notifications", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.focus().then(() => open.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
