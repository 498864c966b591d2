import type { ScimGroupMapping } from "@chorus/shared/scim/scim.contract";
import { type SQL, sql } from "drizzle-orm";
import { type FilterValue, type ScimFilter, ScimFilterError } from "./scim-filter.ts";

/**
 * SCIM filters as SQL over fixed aliases: `u` app_user, `g` the group or team table, `si` the
 * scim_identity row beside it. Column expressions come from the maps below (constants, never
 * input); every value is a bound parameter.
 */
type Kind = "string" | "caseExactString" | "boolean" | "date";
interface Column {
  expr: string;
  kind: Kind;
}

const USER_COLUMNS: Record<string, Column> = {
  id: { expr: "u.id", kind: "caseExactString" },
  username: { expr: "coalesce(si.user_name, u.email, '')", kind: "string" },
  externalid: { expr: "si.external_id", kind: "caseExactString" },
  displayname: { expr: "btrim(u.first_name || ' ' || u.last_name)", kind: "string" },
  "name.formatted": { expr: "btrim(u.first_name || ' ' || u.last_name)", kind: "string" },
  "name.givenname": { expr: "u.first_name", kind: "string" },
  "name.familyname": { expr: "u.last_name", kind: "string" },
  emails: { expr: "u.email", kind: "string" },
  "emails.value": { expr: "u.email", kind: "string" },
  "emails.type": { expr: "CASE WHEN u.email IS NULL THEN NULL ELSE 'work' END", kind: "string" },
  "emails.primary": { expr: "(u.email IS NOT NULL)", kind: "boolean" },
  active: { expr: "u.is_active", kind: "boolean" },
  "meta.created": { expr: "u.created_at", kind: "date" },
  "meta.lastmodified": { expr: "coalesce(si.updated_at, u.created_at)", kind: "date" },
};

const GROUP_COLUMNS: Record<string, Column> = {
  id: { expr: "g.id", kind: "caseExactString" },
  displayname: { expr: "g.name", kind: "string" },
  externalid: { expr: "si.external_id", kind: "caseExactString" },
  "meta.created": { expr: "g.created_at", kind: "date" },
  "meta.lastmodified": { expr: "coalesce(si.updated_at, g.created_at)", kind: "date" },
};

/** members / members.value: an EXISTS over the membership of the mapping. */
function membersCondition(mapping: ScimGroupMapping, inner: (memberExpr: string) => SQL): SQL {
  return mapping === "group"
    ? sql`EXISTS (SELECT 1 FROM app_user m WHERE m.company_id = g.company_id AND m.group_id = g.id AND ${inner("m.id")})`
    : sql`EXISTS (SELECT 1 FROM team_member m WHERE m.company_id = g.company_id AND m.team_id = g.id AND ${inner("m.user_id")})`;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function compare(column: Column, op: string, value: FilterValue): SQL {
  const expr = sql.raw(column.expr);
  if (value === null) {
    if (op === "eq") return sql`(${expr} IS NULL)`;
    if (op === "ne") return sql`(${expr} IS NOT NULL)`;
    throw new ScimFilterError(`Operator '${op}' does not take null`);
  }
  if (column.kind === "boolean") {
    if (typeof value !== "boolean")
      throw new ScimFilterError("A boolean attribute compares with true or false");
    if (op === "eq") return sql`(${expr} = ${value})`;
    if (op === "ne") return sql`(${expr} IS DISTINCT FROM ${value})`;
    throw new ScimFilterError(`Operator '${op}' does not apply to a boolean`);
  }
  if (column.kind === "date") {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime()))
      throw new ScimFilterError("A date attribute compares with a date");
    const iso = date.toISOString();
    const ops: Record<string, string> = { eq: "=", ne: "<>", gt: ">", ge: ">=", lt: "<", le: "<=" };
    const symbol = ops[op];
    if (!symbol) throw new ScimFilterError(`Operator '${op}' does not apply to a date`);
    return sql`(${expr} ${sql.raw(symbol)} ${iso}::timestamptz)`;
  }
  if (typeof value !== "string") throw new ScimFilterError("A string attribute compares with a string");
  const exact = column.kind === "caseExactString";
  const left = exact ? expr : sql`lower(${expr})`;
  const right = exact ? value : value.toLowerCase();
  switch (op) {
    case "eq":
      return sql`(${left} = ${right})`;
    case "ne":
      return sql`(${left} IS DISTINCT FROM ${right})`;
    case "co":
      return sql`(${left} LIKE ${`%${escapeLike(right)}%`})`;
    case "sw":
      return sql`(${left} LIKE ${`${escapeLike(right)}%`})`;
    case "ew":
      return sql`(${left} LIKE ${`%${escapeLike(right)}`})`;
    case "gt":
      return sql`(${left} > ${right})`;
    case "ge":
      return sql`(${left} >= ${right})`;
    case "lt":
      return sql`(${left} < ${right})`;
    default:
      return sql`(${left} <= ${right})`;
  }
}

function present(column: Column): SQL {
  const expr = sql.raw(column.expr);
  return column.kind === "string" || column.kind === "caseExactString"
    ? sql`(${expr} IS NOT NULL AND ${expr} <> '')`
    : sql`(${expr} IS NOT NULL)`;
}

function translate(
  filter: ScimFilter,
  columnOf: (attr: string) => Column,
  special?: (filter: ScimFilter, prefix: string) => SQL | null,
  prefix = "",
): SQL {
  const handled = special?.(filter, prefix);
  if (handled) return handled;
  switch (filter.kind) {
    case "and":
      return sql`(${translate(filter.left, columnOf, special, prefix)} AND ${translate(filter.right, columnOf, special, prefix)})`;
    case "or":
      return sql`(${translate(filter.left, columnOf, special, prefix)} OR ${translate(filter.right, columnOf, special, prefix)})`;
    case "not":
      return sql`(NOT coalesce(${translate(filter.filter, columnOf, special, prefix)}, false))`;
    case "valuePath":
      if (prefix) throw new ScimFilterError("Nested value filters are not allowed");
      return translate(filter.filter, columnOf, special, `${filter.attr}.`);
    case "present":
      return present(columnOf(prefix + filter.attr));
    default:
      return compare(columnOf(prefix + filter.attr), filter.op, filter.value);
  }
}

function lookup(columns: Record<string, Column>) {
  return (attr: string): Column => {
    const column = columns[attr];
    if (!column) throw new ScimFilterError(`Filtering on '${attr}' is not supported`);
    return column;
  };
}

export function userFilterSql(filter: ScimFilter): SQL {
  return translate(filter, lookup(USER_COLUMNS));
}

export function groupFilterSql(filter: ScimFilter, mapping: ScimGroupMapping): SQL {
  return translate(filter, lookup(GROUP_COLUMNS), (node, prefix) => {
    const attr = node.kind === "compare" || node.kind === "present" ? prefix + node.attr : null;
    if (node.kind === "valuePath" && node.attr === "members")
      return membersCondition(mapping, (member) =>
        translate(node.filter, (inner) => {
          if (inner === "value") return { expr: member, kind: "caseExactString" };
          throw new ScimFilterError(`Filtering on 'members.${inner}' is not supported`);
        }),
      );
    if (attr === "members" || attr === "members.value") {
      if (node.kind === "present") return membersCondition(mapping, () => sql`true`);
      if (node.kind === "compare" && node.op === "eq" && typeof node.value === "string") {
        const value = node.value;
        return membersCondition(mapping, (member) => sql`${sql.raw(member)} = ${value}`);
      }
      throw new ScimFilterError("Members filter only with eq or pr");
    }
    return null;
  });
}
