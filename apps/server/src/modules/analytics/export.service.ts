import {
  EXPORT_MAX_ROWS,
  type ExportFormat,
  type PostAnalyticsQuery,
  type UserAnalyticsQuery,
} from "@chorus/shared/analytics/analytics.contract";
import {
  ANALYTICS_NETWORKS,
  type AnalyticsNetwork,
  EMV_FORMULA_TEXT,
} from "@chorus/shared/analytics/emv.rules";
import ExcelJS from "exceljs";
import type { RequestContext } from "../../platform/context.ts";
import { toSafeCsv } from "../read-confirmation/index.ts";
import { getPostPage, getUserPage } from "./report.service.ts";

const NETWORK_LABEL: Record<AnalyticsNetwork, string> = {
  linkedin: "LinkedIn",
  twitter: "X",
  facebook: "Facebook",
  xing: "Xing",
  viadeo: "Viadeo",
  generic: "Other",
  email: "Newsletter (e-mail)",
};

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

type Cell = string | number;
interface Table {
  name: string;
  header: string[];
  rows: Cell[][];
  currency: string;
  from: string;
  to: string;
}

/** The posts table of the range (every row, up to EXPORT_MAX_ROWS), as the screen sorts it. */
export async function exportPosts(ctx: RequestContext, query: PostAnalyticsQuery, format: ExportFormat) {
  const page = await getPostPage(ctx, { ...query, limit: EXPORT_MAX_ROWS, offset: 0 });
  const header = [
    "Title",
    "Type",
    "Published at",
    "Channels",
    "Campaign",
    "Views",
    "Reads",
    "Likes",
    "Comments",
    "Video plays",
    "Shares",
    ...ANALYTICS_NETWORKS.map((n) => `${NETWORK_LABEL[n]} shares`),
    "Clicks",
    "Impressions (estimated)",
    `EMV (${page.currency})`,
  ];
  const rows = page.postList.map((p) => [
    p.title,
    p.type,
    p.publishedAt ?? "",
    p.channelNameList.join(", "),
    p.campaignName ?? "",
    p.views,
    p.reads,
    p.likes,
    p.comments,
    p.videoPlays,
    p.shares,
    ...ANALYTICS_NETWORKS.map((n) => p.byNetwork.find((b) => b.network === n)?.shares ?? 0),
    p.clicks,
    p.impressions,
    p.emv,
  ]);
  return render(
    { name: "posts", header, rows, currency: page.currency, from: page.from, to: page.to },
    format,
  );
}

export async function exportUsers(ctx: RequestContext, query: UserAnalyticsQuery, format: ExportFormat) {
  const page = await getUserPage(ctx, { ...query, limit: EXPORT_MAX_ROWS, offset: 0 });
  const header = [
    "First name",
    "Last name",
    "Email",
    "Group",
    "Views",
    "Likes",
    "Comments",
    "Points",
    "Active days",
    "Last active at",
    "Shares",
    "Clicks",
    "Impressions (estimated)",
    `EMV (${page.currency})`,
  ];
  const rows = page.userList.map((u) => [
    u.firstName,
    u.lastName,
    u.email ?? "",
    u.groupName ?? "",
    u.views,
    u.likes,
    u.comments,
    u.points,
    u.activeDays,
    u.lastActiveAt ?? "",
    u.shares,
    u.clicks,
    u.impressions,
    u.emv,
  ]);
  return render(
    { name: "users", header, rows, currency: page.currency, from: page.from, to: page.to },
    format,
  );
}

async function render(table: Table, format: ExportFormat): Promise<ExportFile> {
  const base = `chorus-${table.name}-${table.from}-${table.to}`;
  if (format === "csv")
    return {
      filename: `${base}.csv`,
      contentType: "text/csv; charset=utf-8",
      body: toSafeCsv(
        table.header,
        table.rows.map((row) => row.map(String)),
      ),
    };
  return { filename: `${base}.xlsx`, contentType: XLSX_TYPE, body: await workbook(table) };
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Cells are written as values (text or numbers), never as formulas. */
async function workbook(table: Table): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Chorus";
  const sheet = book.addWorksheet(table.name === "posts" ? "Posts" : "Users");
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const about = book.addWorksheet("About");
  about.addRow(["Range", `${table.from} to ${table.to} (UTC)`]);
  about.addRow(["Currency", table.currency]);
  about.addRow(["Earned media value", EMV_FORMULA_TEXT]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
