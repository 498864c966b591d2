import { FIRST_SCREEN_ATTRIBUTE, type FirstScreenMark } from "@chorus/shared/boot/first-screen";

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * The server's note on the root element when it drew the first screen there (the server's
 * platform/first-screen.ts): what it drew for, which the browser's first render must match. Null
 * when the root holds no server markup, or a note this build cannot read (it then draws afresh).
 */
export function readFirstScreenMark(root: Element): FirstScreenMark | null {
  const raw = root.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  if (!raw) return null;
  try {
    const mark = JSON.parse(raw) as Partial<FirstScreenMark>;
    const { hints, language, parts } = mark;
    const location = hints?.location;
    const valid =
      typeof language === "string" &&
      isStringList(parts) &&
      typeof hints?.wide === "boolean" &&
      isStringList(hints.languages) &&
      typeof location?.protocol === "string" &&
      typeof location.hostname === "string" &&
      typeof location.port === "string";
    return valid ? { hints, language, parts } : null;
  } catch {
    return null;
  }
}
