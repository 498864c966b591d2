/** A message to show: an i18n key (under `editor.`) and its values. Rules decide, the UI translates. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

export const problem = (key: string, values?: Record<string, string | number>): Problem =>
  values ? { key, values } : { key };
