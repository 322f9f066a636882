// The shim spec schema (zod): the closed set of transforms, their validation (injective token maps), and how each reads in a report.
import { z } from 'zod';
import type { ShimLayout, ShimSpec, Transform } from './types.js';

const nonEmpty = (what: string) => z.string().min(1, { error: `${what} must not be empty` });

const layoutSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fields'), assign: nonEmpty('assign'), separator: z.enum([' ', '\n']) }).strict(),
  z.object({ kind: z.literal('lines') }).strict(),
  z.object({ kind: z.literal('tokens'), separator: nonEmpty('separator') }).strict(),
  z.object({ kind: z.literal('json') }).strict(),
]);

const renameKey = z.object({ op: z.literal('rename-key'), from: nonEmpty('from'), to: nonEmpty('to') }).strict();
const mapTokens = z
  .object({ op: z.literal('map-tokens'), key: nonEmpty('key'), table: z.record(z.string(), z.string()) })
  .strict();
const resplit = z
  .object({
    op: z.literal('resplit'),
    key: nonEmpty('key'),
    from: nonEmpty('from'),
    to: nonEmpty('to'),
    level: z.enum(['list', 'element']).optional(),
    within: nonEmpty('within').optional(),
  })
  .strict();
const convertLayout = z
  .object({
    op: z.literal('convert-layout'),
    from: layoutSchema,
    to: layoutSchema,
    keys: z.array(nonEmpty('a key')).optional(),
    listSeparator: nonEmpty('listSeparator').optional(),
    pairSeparator: nonEmpty('pairSeparator').optional(),
  })
  .strict();
const reorder = z
  .object({ op: z.literal('reorder'), keys: z.array(nonEmpty('a key')).min(1), at: z.enum(['start', 'end']).optional() })
  .strict();

const transformSchema = z.discriminatedUnion('op', [renameKey, mapTokens, resplit, convertLayout, reorder], {
  error: (i) =>
    `a transform's "op" must be one of rename-key, map-tokens, resplit, convert-layout, reorder, got ${JSON.stringify((i.input as { op?: unknown } | undefined)?.op)}`,
});

function sameLayout(a: ShimLayout, b: ShimLayout): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The zod schema of a shim spec file. Rejects anything outside the closed transform set and non-injective token maps. */
export const shimSpecSchema = z
  .object({
    $schema: z.string().optional(),
    operation: z.string().optional(),
    program: z.string().optional(),
    layout: layoutSchema.optional(),
    transforms: z.array(transformSchema),
    rationale: z.array(z.string()).optional(),
  })
  .strict()
  .superRefine((spec, ctx) => {
    let layout: ShimLayout = spec.layout ?? { kind: 'fields', assign: '=', separator: ' ' };
    let conversions = 0;
    spec.transforms.forEach((t, i) => {
      const path = ['transforms', i];
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path });
      switch (t.op) {
        case 'rename-key':
          if (t.from === t.to) issue(`rename-key renames "${t.from}" to itself`);
          break;
        case 'map-tokens': {
          const seen = new Map<string, string>();
          for (const [from, to] of Object.entries(t.table)) {
            const other = seen.get(to);
            if (other !== undefined) issue(`map-tokens on "${t.key}" is not injective: "${other}" and "${from}" both map to "${to}"`);
            seen.set(to, from);
          }
          if (seen.size === 0) issue(`map-tokens on "${t.key}" has an empty table`);
          break;
        }
        case 'resplit':
          if (t.from === t.to) issue(`resplit on "${t.key}" joins with the separator it splits on`);
          if (t.level === 'element' && t.within === undefined) issue(`resplit at element level on "${t.key}" needs "within", the separator between elements`);
          if (t.level !== 'element' && t.within !== undefined) issue(`"within" only applies to resplit with level "element"`);
          break;
        case 'convert-layout':
          conversions += 1;
          if (conversions > 1) issue('a spec converts the layout at most once');
          if (!sameLayout(t.from, layout)) issue(`convert-layout starts from ${JSON.stringify(t.from)} but the output is laid out as ${JSON.stringify(layout)} (set "layout")`);
          if (sameLayout(t.from, t.to)) issue('convert-layout converts a layout to itself');
          if (t.from.kind === 'lines' && (t.to.kind === 'fields' || t.to.kind === 'json') && !t.keys?.length) issue('converting one value per line into fields needs "keys", the key of each position');
          if (t.to.kind === 'lines' && (t.from.kind === 'fields' || t.from.kind === 'json') && !t.keys?.length) issue('converting fields into one value per line needs "keys", the order of the values');
          layout = t.to;
          break;
        case 'reorder':
          if (new Set(t.keys).size !== t.keys.length) issue('reorder names a key twice');
          if (layout.kind !== 'fields') issue('reorder applies to fields layouts only');
          break;
      }
    });
  });

/** A spec that failed validation, with one line per problem. */
export class ShimSpecError extends Error {
  override readonly name = 'ShimSpecError';
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
  }
}

/** Validates parsed JSON as a shim spec; throws ShimSpecError listing every problem (`transforms.2: ...`). */
export function parseShimSpec(data: unknown, source = 'shim spec'): ShimSpec {
  const result = shimSpecSchema.safeParse(data);
  if (result.success) return result.data as ShimSpec;
  const problems = result.error.issues.map((i) => `${i.path.length ? i.path.join('.') + ': ' : ''}${i.message}`);
  throw new ShimSpecError(`${source} is not a valid shim spec: ${problems[0]}`, problems);
}

function show(s: string): string {
  return s === ' ' ? "' '" : s === '\n' ? "'\\n'" : `'${s}'`;
}

function showLayout(l: ShimLayout): string {
  if (l.kind === 'tokens') return `tokens(${show(l.separator)})`;
  if (l.kind !== 'fields') return l.kind;
  return `fields(${show(l.assign)}, ${l.separator === ' ' ? 'space-separated' : 'one per line'})`;
}

/** One line a human reads in a report: `rename trail->path`, `map connected: true->yes, false->no`. */
export function describeTransform(t: Transform): string {
  switch (t.op) {
    case 'rename-key':
      return `rename ${t.from}->${t.to}`;
    case 'map-tokens':
      return `map ${t.key}: ${Object.entries(t.table).map(([a, b]) => `${a}->${b}`).join(', ')}`;
    case 'resplit':
      return t.level === 'element'
        ? `resplit ${t.key} elements (between ${show(t.within ?? '')}): ${show(t.from)}->${show(t.to)}`
        : `resplit ${t.key}: ${show(t.from)}->${show(t.to)}`;
    case 'convert-layout':
      return `convert layout ${showLayout(t.from)}->${showLayout(t.to)}${t.keys ? ` (keys ${t.keys.join(', ')})` : ''}`;
    case 'reorder':
      return `reorder ${t.keys.join(', ')} to the ${t.at ?? 'start'}`;
  }
}

/** The keys a transform reads or writes, to attribute a repaired check to the transforms touching the keys it reads. */
export function transformKeys(t: Transform): string[] {
  switch (t.op) {
    case 'rename-key':
      return [t.from, t.to];
    case 'map-tokens':
    case 'resplit':
      return [t.key];
    case 'convert-layout':
      return t.keys ?? [];
    case 'reorder':
      return t.keys;
  }
}
