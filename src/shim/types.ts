// Plain types of a shim spec, shared by the validator (spec.ts) and the runtime (apply.ts) without importing zod.

/** How a program's stdout is laid out, as far as a shim needs to know to re-express it. */
export type ShimLayout =
  /** `key<assign>value` fields; `separator` `' '` = whitespace-separated fields on a line, `'\n'` = one field per line. */
  | { kind: 'fields'; assign: string; separator: ' ' | '\n' }
  /** One value per line, addressed by position. */
  | { kind: 'lines' }
  /** Values split on `separator` (`' '`: any run of spaces and tabs), addressed by position, on one line. */
  | { kind: 'tokens'; separator: string }
  /** One JSON object; its top-level properties are the fields. */
  | { kind: 'json' };

/** Rename every field whose key is `from` to `to`. */
export interface RenameKey {
  op: 'rename-key';
  from: string;
  to: string;
}

/** Replace the whole value of field `key` through an injective table; values not in the table pass unchanged. */
export interface MapTokens {
  op: 'map-tokens';
  key: string;
  table: Record<string, string>;
}

/**
 * Split the value of field `key` on `from` and join the parts with `to` (`level: 'list'`, the default).
 * With `level: 'element'`, the value is first split into elements on `within`, and each element is re-split.
 */
export interface Resplit {
  op: 'resplit';
  key: string;
  from: string;
  to: string;
  level?: 'list' | 'element';
  within?: string;
}

/**
 * Re-express the whole output in another layout. `keys` names the positions for `lines -> fields` and the
 * order for `fields -> lines`; `listSeparator` (default `,`) and `pairSeparator` (default `-`) serialise JSON
 * arrays (and arrays of pairs) into field values, and split such values back into arrays for `fields -> json`.
 */
export interface ConvertLayout {
  op: 'convert-layout';
  from: ShimLayout;
  to: ShimLayout;
  keys?: string[];
  listSeparator?: string;
  pairSeparator?: string;
}

/** Move the fields named in `keys` to the start (default) or the end of their line (whole output for one-per-line layouts), in that order. */
export interface Reorder {
  op: 'reorder';
  keys: string[];
  at?: 'start' | 'end';
}

/** The closed set of transforms. Nothing else can appear in a spec. */
export type Transform = RenameKey | MapTokens | Resplit | ConvertLayout | Reorder;

/** What the runtime needs: the program's stdout layout and the transforms, in order. */
export interface RuntimeSpec {
  /** The candidate's stdout layout; default `{ kind: 'fields', assign: '=', separator: ' ' }`. */
  layout?: ShimLayout;
  transforms: Transform[];
}

/** A spec as written to `shims/<operation>/<program>.json`: the runtime part plus data for reviewers. */
export interface ShimSpec extends RuntimeSpec {
  $schema?: string;
  /** Operation and program it was proposed for (informational). */
  operation?: string;
  program?: string;
  /** Why each transform was proposed, in the same order; for the reviewer only. */
  rationale?: string[];
}

/** The layout assumed when a spec names none: whitespace-separated `key=value` fields. */
export const DEFAULT_LAYOUT: ShimLayout = { kind: 'fields', assign: '=', separator: ' ' };
