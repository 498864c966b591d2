import { beforeEach, expect } from "vitest";

// A test that ran no assertion proves nothing yet reports a pass: every test in every project must
// run at least one, so a skipped branch or an early return shows up as a failure.
beforeEach(() => {
  expect.hasAssertions();
});
