import { sweepRoles } from "./axe-support.ts";
import { test } from "./fixtures.ts";

/** WCAG 2.2 AA, measured: every route a channel analyst, channel manager or group admin may open. */
test.describe.configure({ timeout: 180_000 });
sweepRoles(["anton@acme.example", "chloe@acme.example", "gustav@acme.example"]);
