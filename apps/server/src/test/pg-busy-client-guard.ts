/**
 * node-postgres queues a statement sent to a connection that is still running one, warns once per
 * process, and pg 9 will refuse it: two reads side by side on a transaction (one connection) do that.
 * Here the warning fails the test run (Vitest reports it as an error) instead of scrolling by; use
 * `sideBySide` (db/side-by-side.ts) for reads that may run inside a transaction.
 */
process.on("warning", (warning) => {
  if (warning.name === "DeprecationWarning" && warning.message.includes("already executing a query"))
    throw warning;
});
