import { sweepRoles } from "./axe-support.ts";
import { test } from "./fixtures.ts";

/** WCAG 2.2 AA, measured: every route a channel analyst, channel manager or group admin may open. */
test.describe.configure({ timeout: 600_000 });
// A trace would record every DOM of every axe run: several times slower, and nothing to read in it.
test.use({ trace: "off" });
sweepRoles(["anton@acme.example", "chloe@acme.example", "gustav@acme.example"]);
