import { sweepRoles } from "./axe-support.ts";
import { test } from "./fixtures.ts";

/** WCAG 2.2 AA, measured: every route a sharer or a partner may open, with no axe violation. */
test.describe.configure({ timeout: 180_000 });
sweepRoles(["emma@acme.example", "pablo@acme.example"]);
