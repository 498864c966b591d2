/*
 * The Chorus service worker: the installable app's offline shell and Web Push, in one worker.
 * - The shell (index page, offline page, icons, manifest) is cached at install.
 * - Hashed build assets (/assets/*) are cache-first (their names change with their content).
 * - The API is network-first: a GET answer is kept so a reader who loses the connection still sees it;
 *   the kept answers are dropped at sign-out (the page posts 'clear-api'). The event stream goes
 *   straight to the network.
 * - Page loads are network-first, falling back to the cached shell and then to the offline page.
 * - Other static files (texts, icons) are served from the cache and refreshed in the background.
 */
const VERSION = "chorus-v1";
const SHELL_CACHE = `${VERSION}-shell`;
const ASSET_CACHE = `${VERSION}-assets`;
const API_CACHE = `${VERSION}-api`;
const SHELL = [
  "/",
  "/offline.html",
  "/favicon.svg",
  "/manifest.webmanifest",
  "/icon-192.png",
  "/icon-512.png",
];
const API_PREFIXES = ["/api/", "/auth/", "/oauth/", "/oauth2/", "/saml/", "/metrics"];
/** Never cached: uploads behind access checks, video streams, server-only paths. */
const NEVER_CACHED = ["/get/image", "/images/", "/healthz"];

/** The shell, and the hashed bundles the current index page names (so the shell starts offline). */
async function precache() {
  const shell = await caches.open(SHELL_CACHE);
  await shell.addAll(SHELL.filter((path) => path !== "/"));
  // Without cookies: a signed-in reader's feed page carries their data, which is no shell.
  await shell.put("/", await fetch("/", { credentials: "omit" }));
  const index = await shell.match("/");
  const html = index ? await index.text() : "";
  const bundles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  if (bundles.length > 0) await (await caches.open(ASSET_CACHE)).addAll(bundles);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "clear-api") event.waitUntil(caches.delete(API_CACHE));
});

async function networkFirst(request, cacheName) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      const copy = response.clone();
      caches.open(cacheName).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cached = await caches.match(request);
  const fresh = fetch(request)
    .then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
      }
      return response;
    })
    .catch(() => cached);
  return cached ?? fresh;
}

/**
 * The answers a signed-in feed page carries (the server's platform/boot-data.ts), kept in the API
 * cache as if the page had fetched them: the page takes them from itself, and offline it asks again.
 */
async function keepBootAnswers(response) {
  const html = await response.text();
  const match = html.match(/<script id="chorus-boot" type="application\/json">([^<]*)<\/script>/);
  if (!match) return;
  let answers;
  try {
    answers = JSON.parse(match[1]);
  } catch {
    return;
  }
  const cache = await caches.open(API_CACHE);
  await Promise.all(
    Object.entries(answers).map(([path, answer]) =>
      cache.put(
        new URL(path, self.location.origin).href,
        new Response(answer.body, { status: 200, headers: answer.headers }),
      ),
    ),
  );
}

async function page(request, event) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      // A page marked no-store is one reader's (the signed-in feed carries its first data): not the
      // shell, but its answers are kept as the API's.
      if ((response.headers.get("cache-control") ?? "").includes("no-store"))
        event.waitUntil(keepBootAnswers(copy));
      else caches.open(SHELL_CACHE).then((cache) => cache.put("/", copy));
    }
    return response;
  } catch {
    return (await caches.match("/")) ?? (await caches.match("/offline.html")) ?? Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (NEVER_CACHED.some((prefix) => path.startsWith(prefix)) || request.headers.has("range")) return;
  // An event stream (GET /api/events) never ends: a copy kept for the cache would read it forever,
  // holding its connection after the page has gone, and six reloads filled the browser's six
  // connections to the host (the seventh page never loaded).
  if (request.headers.get("accept")?.includes("text/event-stream")) return;
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    if (path.startsWith("/api/")) event.respondWith(networkFirst(request, API_CACHE));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(page(request, event));
    return;
  }
  if (path.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  event.respondWith(staleWhileRevalidate(request));
});

/* Web Push: shows each push and opens its page when clicked. */
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
      icon: "/icon-192.png",
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
