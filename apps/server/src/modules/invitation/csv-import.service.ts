import {
  CSV_ISSUES,
  CSV_UNEXPECTED,
  checkCsvRows,
  csvFileError,
  csvSummary,
  normalizeCsvDelimiters,
} from "@chorus/shared/invitation/invitation-csv.rules";
import { parse } from "csv-parse/sync";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { teamsOfCompany } from "./invitation.repository.ts";
import { smsLabOn } from "./invitation-create.service.ts";
import { adminScopeOf, requireGroup } from "./invitation-scope.ts";

/**
 * POST /api/user/launch/csv (access §5): a .csv of at most 1 MB, semicolons read as commas,
 * parsed with csv-parse. Team names must exist in the chosen group (case-sensitive). Any invalid
 * row stops the import, and every one is listed in the error's issues.
 */
export async function importCsv(
  ctx: RequestContext,
  body: { fileName: string; content: string; groupId?: string },
) {
  const fileError = csvFileError(body.fileName, Buffer.byteLength(body.content, "utf8"));
  if (fileError) throw badRequest(fileError);
  const company = await findCompany(ctx.db, ctx.companyId);
  const scope = await adminScopeOf(ctx);
  const groupId = body.groupId ?? (scope.companyWide ? null : (scope.groupIds[0] ?? null));
  if (groupId) requireGroup(scope, groupId);
  const smsLab = smsLabOn(company?.labList ?? []);
  const teams = (await teamsOfCompany(ctx.db, ctx.companyId)).filter(
    (t) => !company?.isGroupEnabled || groupId === null || t.groupId === groupId,
  );
  let rows: string[][];
  try {
    rows = parse(normalizeCsvDelimiters(body.content.replace(/^\uFEFF/, "")), {
      delimiter: ",",
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw badRequest(CSV_UNEXPECTED);
  }
  const check = checkCsvRows(rows, { smsLab, teamNames: teams.map((t) => t.name) });
  if (check.invalidCredentials.length > 0 || check.missingTeams.length > 0) {
    const issues = [
      ...check.invalidCredentials.map((c) => ({
        path: `row ${c.row}`,
        message: `Invalid e-mail or phone number: ${c.value || "(empty)"}`,
      })),
      ...check.missingTeams.map((m) => ({
        path: `row ${m.row}`,
        message: `Team not found in the group: ${m.team}`,
      })),
    ];
    // The message lists every issue too: clients that show only the message still show them all.
    const lines = issues.map((i) => `Row ${i.path.slice(4)}: ${i.message}`);
    throw new AppError(400, "400.0", [CSV_ISSUES, ...lines].join("\n"), { issues });
  }
  const idOf = new Map(teams.map((t) => [t.name, t.id]));
  const inviteeList = check.invitees.map((i) => ({
    ...(i.email ? { email: i.email } : { phone: i.phone }),
    teamIdList: i.teamNameList.map((name) => idOf.get(name) ?? "").filter(Boolean),
  }));
  return {
    inviteeList,
    emailCount: check.invitees.filter((i) => i.email).length,
    phoneCount: check.invitees.filter((i) => i.phone).length,
    summary: csvSummary(check.invitees, smsLab),
  };
}
