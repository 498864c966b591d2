import type { Principal } from "./principals.ts";

/** A rule of the spec about who may do something, and the matrix row that shows it. */
export interface SpecRule {
  /** The spec's words, with their section. */
  spec: string;
  /** The row's label (rowLabel): "METHOD /route [variant]". */
  row: string;
  /** The principals who succeed (2xx/3xx). */
  allowed: readonly Principal[];
}

export const SPEC_RULES: SpecRule[] = [];
