export const ELLIPSIS = "...";
/** Core §5: text truncation defaults to 38 characters with '...'. */
export const DEFAULT_TRUNCATE_LENGTH = 38;
/** Core §2: the profile dropdown truncates the name at 30 characters (27 plus the ellipsis). */
export const PROFILE_NAME_MAX_LENGTH = 30;

/** Cuts text longer than `max` to `max` characters, the last three being '...'. */
export function truncate(text: string, max: number = DEFAULT_TRUNCATE_LENGTH): string {
  const characters = Array.from(text); // keep emoji and other surrogate pairs whole
  if (characters.length <= max) return text;
  return characters.slice(0, Math.max(0, max - ELLIPSIS.length)).join("") + ELLIPSIS;
}

export const fullName = (person: { firstName: string; lastName: string }): string =>
  [person.firstName, person.lastName].filter((part) => part.trim() !== "").join(" ");

export const profileName = (person: { firstName: string; lastName: string }): string =>
  truncate(fullName(person), PROFILE_NAME_MAX_LENGTH);
