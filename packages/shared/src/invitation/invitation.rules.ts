import type { Role } from "../access/roles.ts";
import { EMAIL_PATTERN } from "../auth/auth.contract.ts";

/** Invitation rules of access §5 and §9, shared by the wizard, the referral modal and the server. */

/** A plus followed by 7 to 15 digits (access §5, §9). */
export const PHONE_PATTERN = /^\+\d{7,15}$/;
export const INVITER_NAME_MAX = 25;
/** CSV import limit: 1 MB (access §5, §9). */
export const CSV_MAX_BYTES = 1_048_576;
/** The time picker's step (access §9). */
export const SCHEDULE_STEP_MINUTES = 30;
/** A scheduled invite is sent after a 100 ms delay (access §4, §9). */
export const SCHEDULED_SEND_DELAY_MS = 100;
/** The success toast auto-closes after 8000 ms (access §8). */
export const INVITE_TOAST_MS = 8000;
/** The SMS lab: phone invitees, phone cells in the CSV, the SMS template. */
export const SMS_LAB = "sms_authentication_lab";

export const isInviteEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isInvitePhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

export interface InviteTag {
  email: string;
  firstName: string;
  lastName: string;
}

const NAMED_ADDRESS = /^\s*(.*?)\s*<\s*([^<>\s]+)\s*>\s*$/;

/**
 * One entry of the invite tags input: a plain address or 'First Last <address>' (access §2).
 * Null when the address is not valid.
 */
export function parseInviteTag(raw: string): InviteTag | null {
  const named = NAMED_ADDRESS.exec(raw);
  const address = (named?.[2] ?? raw).trim().toLowerCase();
  if (!isInviteEmail(address)) return null;
  const words = (named?.[1] ?? "").replace(/^"|"$/g, "").trim().split(/\s+/).filter(Boolean);
  return { email: address, firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/** Entries split on comma or newline (access §2); blanks dropped. */
export const splitInviteInput = (text: string): string[] =>
  text
    .split(/[,\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/** A group can take the invitees only if seatLimit − memberCount ≥ their number (access §2, §5). */
export const seatsLeft = (group: { seatLimit: number; memberCount: number }): number =>
  Math.max(0, group.seatLimit - group.memberCount);
export const hasEnoughSeats = (
  group: { seatLimit: number; memberCount: number },
  invitees: number,
): boolean => seatsLeft(group) >= invitees;

/** Invite role choices (access §6): '' is User, always offered and the default. */
export type InviteRoleId = "" | "group_admin" | "admin" | "partner" | "smarper";
export const INVITE_ROLE_LABEL: Record<InviteRoleId, string> = {
  "": "User",
  group_admin: "Group Admin",
  admin: "Company Admin",
  partner: "Partner",
  smarper: "Smarper",
};

export function inviteRoleChoices(role: Role, isGroupEnabled: boolean): InviteRoleId[] {
  const choices: InviteRoleId[] = [""];
  if (isGroupEnabled) choices.push("group_admin");
  if (role === "admin") choices.push("admin");
  if (role === "partner") choices.push("admin", "partner");
  if (role === "smarper") choices.push("admin", "partner", "smarper");
  return choices;
}

/** The stored role of an invitee: '' (User) is a sharer. */
export const roleOfInvite = (roleId: InviteRoleId): Role => (roleId === "" ? "sharer" : roleId);

/** Minutes since midnight of 'HH:mm' (00:00 to 23:59), or null. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export const formatTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The half-hour slots of a day, 00:00 to 23:30. */
export const HALF_HOUR_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, i) =>
  formatTime(i * SCHEDULE_STEP_MINUTES),
);

/** The next half hour strictly after `now` (local time), as a Date. */
export function nextHalfHour(now: Date): Date {
  const next = new Date(now);
  next.setSeconds(0, 0);
  const minutes = next.getMinutes();
  next.setMinutes(minutes < 30 ? 30 : 60);
  return next;
}

/**
 * The schedule of access §5: the date not before today, a time on a 30-minute step and, for
 * today, later than now. `date` is YYYY-MM-DD in the browser's time zone, as is `now`.
 */
export function scheduleError(date: string, time: string, now: Date): string | null {
  const minutes = minutesOf(time);
  if (minutes === null || minutes % SCHEDULE_STEP_MINUTES !== 0)
    return "Please choose a time on the half hour.";
  const today = localDate(now);
  if (date < today) return "The date cannot be before today.";
  if (date === today && minutes <= now.getHours() * 60 + now.getMinutes())
    return "Please choose a time later than now.";
  return null;
}

/** A time earlier than now is bumped to the next half hour (access §4). */
export function bumpedTime(date: string, time: string, now: Date): string {
  if (scheduleError(date, time, now) === null) return time;
  const next = nextHalfHour(now);
  return formatTime(next.getHours() * 60 + next.getMinutes());
}

export const localDate = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** Per-address failure reasons the server gives (access §2 'What went wrong'). */
export const INVITE_FAILURE = {
  alreadyMember: "This person is already a member.",
  domainNotAllowed: "This e-mail domain is not allowed.",
  invalid: "This is not a valid e-mail address or phone number.",
  queued: "The group is full: this person is in the queue and will be invited when a seat frees.",
  smsUnavailable: "SMS invitations are not available.",
  duplicate: "This address is in the list twice.",
} as const;

/** 'by SMS and by Email', 'by Email', 'by SMS' (access §8). */
export function inviteSuccessText(emailCount: number, phoneCount: number): string {
  const total = emailCount + phoneCount;
  const channel =
    emailCount > 0 && phoneCount > 0 ? "by SMS and by Email" : phoneCount > 0 ? "by SMS" : "by Email";
  return `You have set up ${total} ${total < 2 ? "colleague" : "colleagues"} to be invited ${channel}. The invites will be sent soon and can be found under Users, Advanced Invites, Scheduled invitations.`;
}

export const inviteFailedText = (count: number): string =>
  `${count} invitation(s) failed to be sent. Please try again.`;

/** 'Start Inviting N Colleague(s)': singular below 2 (access §9). */
export const startInvitingLabel = (n: number): string =>
  `Start Inviting ${n} ${n < 2 ? "Colleague" : "Colleagues"}`;
export const inviteColleaguesLabel = (n: number): string =>
  `Invite ${n} ${n < 2 ? "Colleague" : "Colleagues"}`;

/** The domain part of an address, lower case. */
export const domainOf = (email: string): string => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/**
 * Group templates may hold {{inviterName}}, {{firstName}} and {{link}} (the seed's do); they are
 * replaced, anything else in braces is kept as written.
 */
export function fillInviteTemplate(
  template: string,
  values: { inviterName: string; firstName: string; link: string },
): string {
  return template.replace(
    /\{\{\s*(inviterName|firstName|link)\s*\}\}/g,
    (_m, key: keyof typeof values) => values[key],
  );
}

/** The SMS: the group's SMS template with the inviter's name, and the link (appended when the template has no place for it). */
export function smsTextOf(template: string, inviterName: string, firstName: string, link: string): string {
  const base = template.trim() || "{{inviterName}} invites you to join your colleagues on Chorus: {{link}}";
  const filled = fillInviteTemplate(base, { inviterName, firstName, link });
  return /\{\{\s*link\s*\}\}/.test(base) ? filled : `${filled} ${link}`;
}
