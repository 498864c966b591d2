/** A value inside a double-quoted HTML attribute: nothing in it can end the attribute or start markup. */
export const htmlAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
