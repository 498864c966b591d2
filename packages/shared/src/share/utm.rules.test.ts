import { describe, expect, it } from "vitest";
import {
  buildUtmParams,
  DEFAULT_UTM_TAG_LIST,
  effectiveUtmTags,
  postUtmTagList,
  type UtmTag,
  type UtmTagType,
  utmTagNameOf,
} from "./utm.rules.ts";

const context = {
  userId: "5f0c0c0c0c0c0c0c0c0c0c01",
  postId: "5f0c0c0c0c0c0c0c0c0c0c02",
  socialNetwork: "linkedin",
};

describe("UTM tag types (catalogue: empty, userId, postId, staticText, socialNetwork)", () => {
  it.each<[UtmTagType, string | undefined, string | null]>([
    ["userId", undefined, context.userId],
    ["postId", undefined, context.postId],
    ["socialNetwork", undefined, "linkedin"],
    ["staticText", "spring_launch", "spring_launch"],
    ["staticText", "  padded  ", "padded"],
    ["staticText", "", null],
    ["empty", undefined, null],
    ["empty", "ignored", null],
    ["userId", "ignored", context.userId],
  ])("%s (value %j) → %j", (type, value, expected) => {
    const params = buildUtmParams([{ name: "utm_campaign", type, value }], context);
    expect(params).toEqual(expected === null ? [] : [["utm_campaign", expected]]);
  });

  it("keeps the list's order and omits empty tags", () => {
    const tags: UtmTag[] = [
      { name: "utm_source", type: "socialNetwork" },
      { name: "utm_medium", type: "empty" },
      { name: "utm_term", type: "userId" },
      { name: "utm_id", type: "postId" },
    ];
    expect(buildUtmParams(tags, { ...context, socialNetwork: "twitter" })).toEqual([
      ["utm_source", "twitter"],
      ["utm_term", context.userId],
      ["utm_id", context.postId],
    ]);
  });

  it("the defaults are the tags links always carried", () => {
    expect(buildUtmParams(DEFAULT_UTM_TAG_LIST, context)).toEqual([
      ["utm_source", "linkedin"],
      ["utm_medium", "social"],
      ["utm_campaign", "employee_advocacy"],
      ["utm_content", context.postId],
    ]);
  });
});

describe("tag names", () => {
  it.each([
    ["source", "utm_source"],
    ["utm_source", "utm_source"],
    ["Medium", "utm_medium"],
    ["id", "utm_id"],
    ["term", "utm_term"],
    ["utm_nope", null],
    ["gclid", null],
  ])("%s → %s", (key, expected) => expect(utmTagNameOf(key)).toBe(expected));
});

describe("which tags a link carries", () => {
  const company = {
    isEnabled: true,
    tagList: [
      { name: "utm_source", type: "socialNetwork" },
      { name: "utm_campaign", type: "staticText", value: "acme" },
    ] satisfies UtmTag[],
  };

  it.each([
    ["no settings", null, {}, DEFAULT_UTM_TAG_LIST],
    [
      "settings disabled",
      { ...company, isEnabled: false },
      { term: { type: "userId" } },
      DEFAULT_UTM_TAG_LIST,
    ],
    ["enabled, no post tags", company, null, company.tagList],
    [
      "enabled, the post replaces a tag and adds one",
      company,
      { utm_campaign: { type: "staticText", value: "post" }, term: { type: "userId" } },
      [
        { name: "utm_source", type: "socialNetwork" },
        { name: "utm_campaign", type: "staticText", value: "post" },
        { name: "utm_term", type: "userId", value: undefined },
      ],
    ],
    [
      "enabled, the post's empty tag removes the company's",
      company,
      { source: { type: "empty" } },
      [
        { name: "utm_source", type: "empty", value: undefined },
        { name: "utm_campaign", type: "staticText", value: "acme" },
      ],
    ],
  ] as const)("%s", (_label, settings, postTags, expected) => {
    expect(effectiveUtmTags(settings, postUtmTagList(postTags as Record<string, unknown> | null))).toEqual(
      expected,
    );
  });

  it("skips a post's unknown names and types", () => {
    expect(
      postUtmTagList({
        gclid: { type: "postId" },
        source: { type: "weird" },
        medium: null,
        id: { type: "postId" },
      }),
    ).toEqual([{ name: "utm_id", type: "postId", value: undefined }]);
  });
});
