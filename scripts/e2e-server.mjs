// The server the browser suite drives: a fresh embedded database with the demo data, on port 3100,
// its LinkedIn pointed at the suite's fake network.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fakeSmtpPort } from "../e2e/fake-network/mailbox.mjs";

const root = new URL("..", import.meta.url).pathname;
const port = process.env.E2E_PORT ?? "3100";
const fakeNetwork = `http://127.0.0.1:${process.env.FAKE_NETWORK_PORT ?? "3190"}`;
const dataDir = mkdtempSync(join(tmpdir(), "chorus-e2e-"));
const server = spawn(process.execPath, ["--import", "tsx", join(root, "apps/server/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    // Links in mail and the SAML service provider's addresses: the host the browser uses, so cookies match.
    PUBLIC_URL: `http://localhost:${port}`,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    // LinkedIn is the fake the suite starts (e2e/fake-network/server.mjs, FAKE_NETWORK_PORT).
    LINKEDIN_CLIENT_ID: "e2e-li-client",
    LINKEDIN_CLIENT_SECRET: "e2e-li-secret",
    LINKEDIN_AUTH_URL: `${fakeNetwork}/li/oauth/v2/authorization`,
    LINKEDIN_TOKEN_URL: `${fakeNetwork}/li/oauth/v2/accessToken`,
    LINKEDIN_API_URL: `${fakeNetwork}/li`,
    // Mail goes to the fake network's mailboxes: the tests read sign-in links as their recipients
    // would, since the app's outbox hides them.
    SMTP_URL: `smtp://127.0.0.1:${fakeSmtpPort()}`,
    MAIL_FROM: "Chorus <no-reply@chorus.test>",
    // The fake is on this machine: the outbound guard would refuse it otherwise.
    ALLOW_PRIVATE_OUTBOUND: "true",
    // …and serves plain http, which production refuses unless told otherwise.
    OUTBOUND_ALLOW_HTTP: "true",
    // Scheduled shares go out within a second or so of their time.
    JOBS_POLL_INTERVAL_SECONDS: "1",
  },
});
const stop = (signal) => server.kill(signal);
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
