import { foundationRows } from "./foundation.rows.ts";
import type { AccessRow } from "./principals.ts";

/** Every module's rows. A route without a row fails the matrix test. */
export const ACCESS_ROWS: AccessRow[] = [...foundationRows];
