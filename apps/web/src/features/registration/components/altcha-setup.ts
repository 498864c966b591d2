// The widget without its inlined workers: every proof-of-work worker is a file Vite bundles
// and serves from our origin, so it runs under `script-src 'self'` (no blob: workers, no inline script).
import type {} from "altcha/types/global";
import "altcha/external";
import "altcha/altcha.css";
import Argon2idWorker from "altcha/workers/argon2id?worker";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ScryptWorker from "altcha/workers/scrypt?worker";
import ShaWorker from "altcha/workers/sha?worker";

const registry = globalThis.$altcha.algorithms;
for (const name of ["SHA-256", "SHA-384", "SHA-512"]) registry.set(name, () => new ShaWorker());
for (const name of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) {
  registry.set(name, () => new Pbkdf2Worker());
}
registry.set("ARGON2ID", () => new Argon2idWorker());
registry.set("SCRYPT", () => new ScryptWorker());
