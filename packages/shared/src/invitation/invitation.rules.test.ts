import { describe, expect, it } from "vitest";
import { launchCreateBodySchema } from "./invitation.contract.ts";
import {
  bumpedTime,
  fillInviteTemplate,
  HALF_HOUR_SLOTS,
  hasEnoughSeats,
  INVITER_NAME_MAX,
  inviteColleaguesLabel,
  inviteRoleChoices,
  isInviteEmail,
  isInvitePhone,
  nextHalfHour,
  parseInviteTag,
  scheduleError,
  smsTextOf,
  splitInviteInput,
  startInvitingLabel,
} from "./invitation.rules.ts";
import {
  CSV_NO_EMAILS,
  CSV_NO_EMAILS_OR_PHONES,
  CSV_NOT_CSV,
  CSV_TOO_LARGE,
  checkCsvRows,
  csvFileError,
  csvSummary,
  normalizeCsvDelimiters,
} from "./invitation-csv.rules.ts";

describe("addresses (access §5)", () => {
  it.each([
    ["nora@acme.example", true],
    ["  nora@acme.example ", true],
    ["nora@acme", false],
    ["nora acme.example", false],
    ["@acme.example", false],
    ["", false],
  ])("%j is an e-mail: %s", (value, ok) => expect(isInviteEmail(value)).toBe(ok));

  it.each([
    ["+3584012345", true],
    ["+1234567", true],
    ["+123456", false],
    ["+123456789012345", true],
    ["+1234567890123456", false],
    ["3584012345", false],
    ["+358 40 123", false],
  ])("%j is a phone (plus and 7 to 15 digits): %s", (value, ok) => expect(isInvitePhone(value)).toBe(ok));

  it.each([
    ["nora@acme.example", { email: "nora@acme.example", firstName: "", lastName: "" }],
    [
      "Nora Nieminen <Nora@Acme.example>",
      { email: "nora@acme.example", firstName: "Nora", lastName: "Nieminen" },
    ],
    [
      '"Jean Paul Sartre" <jp@acme.example>',
      { email: "jp@acme.example", firstName: "Jean", lastName: "Paul Sartre" },
    ],
    ["Nora <not-an-address>", null],
  ])("the tag %j reads as %j", (raw, parsed) => expect(parseInviteTag(raw)).toEqual(parsed));

  it("splits entries on commas and newlines", () => {
    expect(splitInviteInput("a@x.io, b@x.io\nc@x.io,,\r\n")).toEqual(["a@x.io", "b@x.io", "c@x.io"]);
  });
});

describe("CSV (access §5)", () => {
  it.each([
    ["people.csv", 10, null],
    ["PEOPLE.CSV", 1_048_576, null],
    ["people.csv", 1_048_577, CSV_TOO_LARGE],
    ["people.xlsx", 10, CSV_NOT_CSV],
    ["people.csv.txt", 10, CSV_NOT_CSV],
  ])("%s of %i bytes: %j", (name, bytes, error) => expect(csvFileError(name, bytes)).toBe(error));

  it("treats semicolons as commas", () => expect(normalizeCsvDelimiters("a;b,c")).toBe("a,b,c"));

  const teamNames = ["Nordics", "DACH & France"];
  it.each([
    {
      name: "an e-mail with teams",
      rows: [["a@acme.example", "Nordics", "DACH & France"]],
      smsLab: false,
      invitees: [{ email: "a@acme.example", teamNameList: ["Nordics", "DACH & France"] }],
      invalid: [],
      missing: [],
    },
    {
      name: "a user in no team",
      rows: [["a@acme.example"]],
      smsLab: false,
      invitees: [{ email: "a@acme.example", teamNameList: [] }],
      invalid: [],
      missing: [],
    },
    {
      name: "a digit-only phone with the SMS lab gets its plus",
      rows: [["358401234567", "Nordics"]],
      smsLab: true,
      invitees: [{ phone: "+358401234567", teamNameList: ["Nordics"] }],
      invalid: [],
      missing: [],
    },
    {
      name: "a phone without the SMS lab is invalid",
      rows: [["358401234567"]],
      smsLab: false,
      invitees: [],
      invalid: [{ row: 1, value: "358401234567" }],
      missing: [],
    },
    {
      name: "team names are case-sensitive, and every bad row is listed",
      rows: [
        ["a@acme.example", "nordics"],
        ["bad"],
        ["b@acme.example", "Nordics"],
        ["c@acme.example", "Moon"],
      ],
      smsLab: false,
      invitees: [
        { email: "a@acme.example", teamNameList: ["nordics"] },
        { email: "b@acme.example", teamNameList: ["Nordics"] },
        { email: "c@acme.example", teamNameList: ["Moon"] },
      ],
      invalid: [{ row: 2, value: "bad" }],
      missing: [
        { row: 1, team: "nordics" },
        { row: 4, team: "Moon" },
      ],
    },
    {
      name: "blank rows are skipped",
      rows: [
        ["", ""],
        [" a@acme.example ", " Nordics "],
      ],
      smsLab: false,
      invitees: [{ email: "a@acme.example", teamNameList: ["Nordics"] }],
      invalid: [],
      missing: [],
    },
  ])("$name", ({ rows, smsLab, invitees, invalid, missing }) => {
    const check = checkCsvRows(rows, { smsLab, teamNames });
    expect(check.invitees).toEqual(invitees);
    expect(check.invalidCredentials).toEqual(invalid);
    expect(check.missingTeams).toEqual(missing);
  });

  it.each([
    [[], false, CSV_NO_EMAILS],
    [[], true, CSV_NO_EMAILS_OR_PHONES],
    [
      [
        { email: "a@x.io", teamNameList: [] },
        { phone: "+3581234567", teamNameList: [] },
      ],
      true,
      "We found 1 email addresses and 1 phone numbers. Check if the information is correct.",
    ],
  ])("summary of %j (SMS lab %s)", (invitees, smsLab, text) =>
    expect(csvSummary(invitees, smsLab)).toBe(text),
  );
});

describe("inviter name (access §5: at most 25 characters)", () => {
  const body = (inviterName: string) =>
    launchCreateBodySchema.safeParse({ inviteeList: [{ email: "a@acme.example" }], inviterName });
  it.each([
    ["", true],
    ["A".repeat(INVITER_NAME_MAX), true],
    ["A".repeat(INVITER_NAME_MAX + 1), false],
  ])("%j accepted: %s", (name, ok) => expect(body(name).success).toBe(ok));
});

describe("schedule times (access §5)", () => {
  // 14:10 local time on 2026-03-10.
  const now = new Date(2026, 2, 10, 14, 10);
  it.each([
    ["2026-03-10", "14:30", null],
    ["2026-03-10", "14:00", "Please choose a time later than now."],
    ["2026-03-10", "14:15", "Please choose a time on the half hour."],
    ["2026-03-09", "18:00", "The date cannot be before today."],
    ["2026-03-11", "00:00", null],
    ["2026-03-11", "24:00", "Please choose a time on the half hour."],
  ])("%s %s: %j", (date, time, error) => expect(scheduleError(date, time, now)).toBe(error));

  it("bumps a time earlier than now to the next half hour", () => {
    expect(bumpedTime("2026-03-10", "09:00", now)).toBe("14:30");
    expect(bumpedTime("2026-03-10", "16:00", now)).toBe("16:00");
    expect(nextHalfHour(new Date(2026, 2, 10, 14, 30)).getHours()).toBe(15);
  });

  it("offers 48 half-hour slots from 00:00 to 23:30", () => {
    expect(HALF_HOUR_SLOTS).toHaveLength(48);
    expect([HALF_HOUR_SLOTS[0], HALF_HOUR_SLOTS[1], HALF_HOUR_SLOTS[47]]).toEqual([
      "00:00",
      "00:30",
      "23:30",
    ]);
  });
});

describe("seats (access §2, §5)", () => {
  it.each([
    [{ seatLimit: 10, memberCount: 8 }, 2, true],
    [{ seatLimit: 10, memberCount: 8 }, 3, false],
    [{ seatLimit: 10, memberCount: 10 }, 1, false],
    [{ seatLimit: 10, memberCount: 12 }, 0, true],
  ])("%j takes %i invitees: %s", (group, n, ok) => expect(hasEnoughSeats(group, n)).toBe(ok));
});

describe("roles and labels (access §6, §9)", () => {
  it.each([
    ["group_admin", true, ["", "group_admin"]],
    ["admin", true, ["", "group_admin", "admin"]],
    ["admin", false, ["", "admin"]],
    ["partner", true, ["", "group_admin", "admin", "partner"]],
    ["smarper", false, ["", "admin", "partner", "smarper"]],
  ] as const)("%s (groups %s) may grant %j", (role, groups, choices) =>
    expect(inviteRoleChoices(role, groups)).toEqual(choices),
  );

  it("is singular below 2", () => {
    expect(startInvitingLabel(1)).toBe("Start Inviting 1 Colleague");
    expect(startInvitingLabel(2)).toBe("Start Inviting 2 Colleagues");
    expect(inviteColleaguesLabel(0)).toBe("Invite 0 Colleague");
    expect(inviteColleaguesLabel(3)).toBe("Invite 3 Colleagues");
  });

  it("fills the template placeholders and appends the link to an SMS without one", () => {
    expect(
      fillInviteTemplate("Hi {{firstName}}, {{ inviterName }} {{other}}", {
        firstName: "Nora",
        inviterName: "Ada",
        link: "L",
      }),
    ).toBe("Hi Nora, Ada {{other}}");
    expect(smsTextOf("{{inviterName}} invited you: {{link}}", "Ada", "", "https://x/y")).toBe(
      "Ada invited you: https://x/y",
    );
    expect(smsTextOf("Join us, says {{inviterName}}", "Ada", "", "https://x/y")).toBe(
      "Join us, says Ada https://x/y",
    );
  });
});
