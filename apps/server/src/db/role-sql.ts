import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { type SQL, sql } from "drizzle-orm";

/**
 * `<column> IN ('admin', 'partner', 'smarper')`: the shared manager role list as SQL literals
 * (constants, so the statement text stays the same and the planner sees the values).
 */
export const isManagerRoleSql = (column: string): SQL =>
  sql.raw(`${column} IN (${MANAGER_ROLES.map((role) => `'${role}'`).join(", ")})`);
