/**
 * Password rules of access §5, run by the browser (the meter while typing) and by the server
 * (the final word on every password it stores). One function, so both always agree.
 */

export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;
/** Names, e-mail local parts and company names are only checked when longer than this (access §9). */
export const NAME_CHECK_MIN_LENGTH = 3;
export const MIN_DISTINCT_CHARACTERS = 5;
/** The product name and its share-variant (sanity check 2). */
export const PRODUCT_NAMES = ["Chorus", "ChorusShare"] as const;
/**
 * The weakest password the server stores: Fair (2). Our decision — the spec gives the bands but
 * no floor; Weak (1) is a 10-character mix of letters and digits, which falls to a GPU in hours.
 */
export const PASSWORD_MIN_SCORE = 2;

export const PASSWORD_MESSAGES = {
  length: "Sorry, the password should be minimum 10 and maximum 128 characters long.",
  tooShort: "Please, use at least 10 characters.",
  productName: "Please, don't use the product name or its share-variant as part of a password.",
  companyName: "Please, don't use your company or site name as a password.",
  personalName: "Please, don't use your name or email address as a password.",
  weak: "Please, use a few words, avoid common phrases, keyboard patterns and repeats.",
} as const;

/**
 * Server error codes (access §5 names the codes; the mapping is ours):
 * 400.55 too short or too long · 400.56 product name · 400.57 company or site name ·
 * 400.58 the user's name or e-mail · 400.62 too weak (fewer than 5 distinct characters, or a
 * score below PASSWORD_MIN_SCORE).
 */
export const PASSWORD_ERROR_CODES = {
  length: "400.55",
  productName: "400.56",
  companyName: "400.57",
  personalName: "400.58",
  weak: "400.62",
} as const;
export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[keyof typeof PASSWORD_ERROR_CODES];

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export const PASSWORD_SCORE_LABELS = ["Very weak", "Weak", "Fair", "Good", "Strong"] as const;
/** Classes of the four-bar meter: a bar is filled with the strength's class, or empty. */
export const PASSWORD_BAR_CLASSES = ["very-weak", "weak", "fair", "good", "strong"] as const;
export const EMPTY_BAR_CLASS = "empty";

/** What the password may not contain: the user's own names and the company's. */
export interface PasswordContext {
  companyName?: string | null;
  subdomain?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface PasswordStrength {
  score: PasswordScore;
  label: string;
  message?: string;
  /** Four CSS classes, one per bar of the meter. */
  barClassList: [string, string, string, string];
  /** Set when the server refuses this password; the message then says why. */
  code?: PasswordErrorCode;
}

const characterCount = (s: string) => [...s].length;

/** Terms the sanity check looks for: only those longer than 3 characters (access §5, §9). */
function checkedTerms(values: readonly (string | null | undefined)[]): string[] {
  return values
    .map((v) => (v ?? "").trim().toLowerCase())
    .filter((v) => characterCount(v) > NAME_CHECK_MIN_LENGTH);
}

/** Bits of entropy: length × log2(pool); the pool adds 26, 26, 10 and 32 per character class present. */
export function passwordEntropy(password: string): number {
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/[0-9]/.test(password)) pool += 10;
  if (/[^a-zA-Z0-9]/.test(password)) pool += 32;
  return pool === 0 ? 0 : characterCount(password) * Math.log2(pool);
}

/** The band of an entropy: < 50 → 0, 50 → 1, 60 → 2, 70 → 3, ≥ 80 → 4. */
export function scoreOfEntropy(bits: number): PasswordScore {
  if (bits >= 80) return 4;
  if (bits >= 70) return 3;
  if (bits >= 60) return 2;
  if (bits >= 50) return 1;
  return 0;
}

function bars(score: PasswordScore, empty = false): PasswordStrength["barClassList"] {
  const filled = empty ? 0 : Math.max(1, score);
  const cls = PASSWORD_BAR_CLASSES[score];
  return [0, 1, 2, 3].map((i) => (i < filled ? cls : EMPTY_BAR_CLASS)) as PasswordStrength["barClassList"];
}

function refused(label: string, message: string, code: PasswordErrorCode): PasswordStrength {
  return { score: 0, label, message, barClassList: bars(0), code };
}

/**
 * The strength of a password with the sanity checks of access §5, in their order, all
 * case-insensitive. `code` is set exactly when the server refuses the password.
 */
export function checkPassword(password: string, context: PasswordContext = {}): PasswordStrength {
  const length = characterCount(password);
  if (length === 0) {
    return {
      score: 0,
      label: "Too short",
      message: PASSWORD_MESSAGES.tooShort,
      barClassList: bars(0, true),
      code: PASSWORD_ERROR_CODES.length,
    };
  }
  if (length < PASSWORD_LENGTH.min)
    return refused("Too short", PASSWORD_MESSAGES.tooShort, PASSWORD_ERROR_CODES.length);
  if (length > PASSWORD_LENGTH.max)
    return refused("Too long", PASSWORD_MESSAGES.length, PASSWORD_ERROR_CODES.length);

  const lower = password.toLowerCase();
  const contains = (terms: string[]) => terms.some((term) => lower.includes(term));
  const veryWeak = PASSWORD_SCORE_LABELS[0];

  if (contains(PRODUCT_NAMES.map((n) => n.toLowerCase())))
    return refused(veryWeak, PASSWORD_MESSAGES.productName, PASSWORD_ERROR_CODES.productName);
  if (contains(checkedTerms([context.companyName, context.subdomain])))
    return refused(veryWeak, PASSWORD_MESSAGES.companyName, PASSWORD_ERROR_CODES.companyName);
  const emailLocalPart = (context.email ?? "").split("@")[0];
  if (contains(checkedTerms([emailLocalPart, context.firstName, context.lastName])))
    return refused(veryWeak, PASSWORD_MESSAGES.personalName, PASSWORD_ERROR_CODES.personalName);

  if (new Set(lower).size < MIN_DISTINCT_CHARACTERS)
    return refused(veryWeak, PASSWORD_MESSAGES.weak, PASSWORD_ERROR_CODES.weak);

  const score = scoreOfEntropy(passwordEntropy(password));
  const result: PasswordStrength = {
    score,
    label: PASSWORD_SCORE_LABELS[score],
    barClassList: bars(score),
  };
  if (score === 0) result.message = PASSWORD_MESSAGES.weak;
  if (score < PASSWORD_MIN_SCORE) result.code = PASSWORD_ERROR_CODES.weak;
  return result;
}

/** The message the server answers with for a refused password. */
export function passwordErrorMessage(result: PasswordStrength): string {
  return result.message ?? PASSWORD_MESSAGES.weak;
}
