/**
 * SCIM 2.0 filters and PATCH paths (RFC 7644 §3.4.2.2 and §3.5.2), parsed into a small tree.
 * Pure: the repository turns a tree into SQL, the PATCH code reads paths.
 */

export const COMPARE_OPS = ["eq", "ne", "co", "sw", "ew", "gt", "ge", "lt", "le"] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];
export type FilterValue = string | number | boolean | null;

export type ScimFilter =
  | { kind: "compare"; attr: string; op: CompareOp; value: FilterValue }
  | { kind: "present"; attr: string }
  | { kind: "and" | "or"; left: ScimFilter; right: ScimFilter }
  | { kind: "not"; filter: ScimFilter }
  /** `emails[type eq "work"]`: the inner filter's attributes are relative to `attr`. */
  | { kind: "valuePath"; attr: string; filter: ScimFilter };

export class ScimFilterError extends Error {}

const CORE_PREFIXES = [
  "urn:ietf:params:scim:schemas:core:2.0:user:",
  "urn:ietf:params:scim:schemas:core:2.0:group:",
];

/** An attribute path, lower-cased (attribute names are case-insensitive) and without the core schema URN. */
export function normalizeAttr(path: string): string {
  const lower = path.toLowerCase();
  for (const prefix of CORE_PREFIXES) if (lower.startsWith(prefix)) return lower.slice(prefix.length);
  return lower;
}

type Token =
  | { t: "word"; v: string }
  | { t: "string"; v: string }
  | { t: "number"; v: number }
  | { t: "(" | ")" | "[" | "]" };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i] as string;
    if (c === " " || c === "\t" || c === "\n" || c === "\r") {
      i++;
      continue;
    }
    if (c === "(" || c === ")" || c === "[" || c === "]") {
      tokens.push({ t: c });
      i++;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < input.length && input[j] !== '"') j += input[j] === "\\" ? 2 : 1;
      if (j >= input.length) throw new ScimFilterError("Unterminated string in filter");
      try {
        tokens.push({ t: "string", v: JSON.parse(input.slice(i, j + 1)) as string });
      } catch {
        throw new ScimFilterError("Invalid string in filter");
      }
      i = j + 1;
      continue;
    }
    const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(input.slice(i));
    if (number && (c === "-" || /\d/.test(c))) {
      tokens.push({ t: "number", v: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    const word = /^[A-Za-z0-9_$:.-]+/.exec(input.slice(i));
    if (!word) throw new ScimFilterError(`Unexpected character '${c}' in filter`);
    tokens.push({ t: "word", v: word[0] });
    i += word[0].length;
  }
  return tokens;
}

const ATTR_PATH = /^([A-Za-z][A-Za-z0-9_$:.-]*)$/;

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }
  private next(): Token {
    const token = this.tokens[this.position++];
    if (!token) throw new ScimFilterError("Unexpected end of filter");
    return token;
  }
  private isWord(word: string): boolean {
    const token = this.peek();
    return token?.t === "word" && token.v.toLowerCase() === word;
  }
  private expect(t: "(" | ")" | "]"): void {
    if (this.next().t !== t) throw new ScimFilterError(`Expected '${t}' in filter`);
  }

  done(): boolean {
    return this.position >= this.tokens.length;
  }

  /** filter = term ("or" term)* */
  parseOr(): ScimFilter {
    let left = this.parseAnd();
    while (this.isWord("or")) {
      this.position++;
      left = { kind: "or", left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): ScimFilter {
    let left = this.parseUnary();
    while (this.isWord("and")) {
      this.position++;
      left = { kind: "and", left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): ScimFilter {
    if (this.isWord("not")) {
      this.position++;
      this.expect("(");
      const filter = this.parseOr();
      this.expect(")");
      return { kind: "not", filter };
    }
    if (this.peek()?.t === "(") {
      this.position++;
      const filter = this.parseOr();
      this.expect(")");
      return filter;
    }
    return this.parseAttrExpression();
  }

  private parseAttrExpression(): ScimFilter {
    const token = this.next();
    if (token.t !== "word" || !ATTR_PATH.test(token.v))
      throw new ScimFilterError("Expected an attribute name in filter");
    const attr = normalizeAttr(token.v);
    if (this.peek()?.t === "[") {
      this.position++;
      const filter = this.parseOr();
      this.expect("]");
      return { kind: "valuePath", attr, filter };
    }
    const op = this.next();
    if (op.t !== "word") throw new ScimFilterError("Expected an operator in filter");
    const name = op.v.toLowerCase();
    if (name === "pr") return { kind: "present", attr };
    if (!(COMPARE_OPS as readonly string[]).includes(name))
      throw new ScimFilterError(`Unknown operator '${op.v}' in filter`);
    return { kind: "compare", attr, op: name as CompareOp, value: this.parseValue() };
  }

  private parseValue(): FilterValue {
    const token = this.next();
    if (token.t === "string" || token.t === "number") return token.v;
    if (token.t === "word") {
      const word = token.v.toLowerCase();
      if (word === "true") return true;
      if (word === "false") return false;
      if (word === "null") return null;
    }
    throw new ScimFilterError("Expected a value (string, number, true, false or null) in filter");
  }
}

const MAX_FILTER_LENGTH = 2000;

/** Parses a `filter` query parameter; throws ScimFilterError (the caller answers 400 invalidFilter). */
export function parseFilter(input: string): ScimFilter {
  if (input.length > MAX_FILTER_LENGTH) throw new ScimFilterError("Filter too long");
  const parser = new Parser(tokenize(input));
  const filter = parser.parseOr();
  if (!parser.done()) throw new ScimFilterError("Unexpected text after the filter");
  return filter;
}

/** A PATCH path: `attr`, `attr.sub`, `attr[filter]` or `attr[filter].sub` (RFC 7644 §3.5.2). */
export interface PatchPath {
  attr: string;
  filter?: ScimFilter;
  subAttr?: string;
}

export function parsePatchPath(input: string): PatchPath {
  const trimmed = input.trim();
  const open = trimmed.indexOf("[");
  if (open === -1) {
    if (!ATTR_PATH.test(trimmed)) throw new ScimFilterError(`Invalid path '${input}'`);
    const attr = normalizeAttr(trimmed);
    // Extension attributes keep their URN (which holds dots): the sub-attribute follows the last ':'.
    const colon = attr.lastIndexOf(":");
    const local = attr.slice(colon + 1);
    const dot = local.indexOf(".");
    if (dot === -1) return { attr };
    return { attr: attr.slice(0, colon + 1 + dot), subAttr: local.slice(dot + 1) };
  }
  const close = trimmed.lastIndexOf("]");
  if (close < open) throw new ScimFilterError(`Invalid path '${input}'`);
  const attr = trimmed.slice(0, open);
  const rest = trimmed.slice(close + 1);
  if (!ATTR_PATH.test(attr) || (rest !== "" && !/^\.[A-Za-z][A-Za-z0-9_$-]*$/.test(rest)))
    throw new ScimFilterError(`Invalid path '${input}'`);
  return {
    attr: normalizeAttr(attr),
    filter: parseFilter(trimmed.slice(open + 1, close)),
    ...(rest ? { subAttr: rest.slice(1).toLowerCase() } : {}),
  };
}
