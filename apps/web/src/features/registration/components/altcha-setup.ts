// The widget without its inlined workers: every proof-of-work worker is a file Vite bundles
// and serves from our origin, so it runs under `script-src 'self'` (no blob: workers, no inline script).
// Argon2id and scrypt are left out: their workers compile WebAssembly, which the CSP would need
// 'wasm-unsafe-eval' for; the server issues SHA-256 challenges.
import type {} from "altcha/types/global";
import "altcha/external";
import "altcha/altcha.css";
import "./altcha-theme.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ShaWorker from "altcha/workers/sha?worker";

const registry = globalThis.$altcha.algorithms;
for (const name of ["SHA-256", "SHA-384", "SHA-512"]) registry.set(name, () => new ShaWorker());
for (const name of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) {
  registry.set(name, () => new Pbkdf2Worker());
}
