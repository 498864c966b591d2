import { sweepRoles } from "./axe-support.ts";
import { test } from "./fixtures.ts";

/** WCAG 2.2 AA, measured: every route an admin or the smarper may open, with no axe violation. */
test.describe.configure({ timeout: 180_000 });
sweepRoles(["ada@acme.example", "sam@acme.example"]);
