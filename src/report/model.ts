// The interactive report's data, built before anything is drawn: per operation its findings with source excerpts, repair counts, contract diff and publish preview.
import { diffLines } from 'diff';
import { z } from 'zod';
import type { Contract, SourceLocation } from '../contract/types.js';
import type { Finding, OperationFindings } from '../lint/finding.js';

/** One line of a source excerpt; `focus` marks the line a finding points at. */
export interface ExcerptLine {
  number: number;
  text: string;
  focus: boolean;
}

/** Lines of a suite file around a location. */
export interface Excerpt {
  file: string;
  line: number;
  column: number;
  lines: ExcerptLine[];
}

/** One line of a line diff: `removed` from the old text, `added` in the new one, or `same`. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** A finding with what the report shows beside it. */
export interface FindingEntry {
  finding: Finding;
  /** The source around `finding.location` (usually the oracle's demanding line); null when the finding has no location or the file is unreadable. */
  source: Excerpt | null;
  /** The statement text around `finding.statementLocation`; null when the statement says nothing about it. */
  statement: Excerpt | null;
}

/** Checks passing before and after repair, summed over an operation's programs (PROTOCOL.md repair results). */
export interface RepairCounts {
  programs: number;
  checks: number;
  before: number;
  after: number;
}

/** What `publish` would write for one operation: the statement file and the line diff of its text. */
export interface PublishPreview {
  file: string;
  /** False when publishing would leave the file as it is. */
  changed: boolean;
  lines: DiffLine[];
  /** Why publish leaves the file alone (its notation does not parse), when it does. */
  blocked: string | null;
}

export interface OperationEntry {
  name: string;
  /** Relative to the suite root; null when missing. */
  statement: string | null;
  oracle: string | null;
  findings: FindingEntry[];
  errors: number;
  warnings: number;
  /** Null when no repair results name this operation. */
  repair: RepairCounts | null;
  /** Published contract (old) against enforced contract (new), in the contract notation; null when there is no oracle. */
  contract: DiffLine[] | null;
  /** Null when publish planning is not available for this operation. */
  publish: PublishPreview | null;
}

/** Everything the interactive report shows. Plain data. */
export interface ReportModel {
  /** The suite, as the user named it. */
  title: string;
  operations: OperationEntry[];
  /** True when repair results were read (the overview shows their column). */
  hasRepair: boolean;
}

/** Renders a contract to notation text; injected so the model stays independent of the renderer's home. */
export type ContractRenderer = (contract: Contract) => string;

export interface ModelInput {
  title: string;
  findings: readonly OperationFindings[];
  /** Enforced and published contracts per operation (as `readContracts` returns them); operations missing here get no contract diff. */
  contracts?: readonly { operation: string; enforced: Contract; published: Contract }[];
  render?: ContractRenderer;
  repair?: ReadonlyMap<string, RepairCounts> | null;
  /** Per operation: the statement file and its text before and after publishing. */
  publish?: ReadonlyMap<string, { file: string; before: string; after: string; blocked?: string | null }>;
  /** Reads a suite file by its relative path; undefined when it cannot be read. */
  readFile(file: string): string | undefined;
  /** Lines kept on each side of a located line (the view shows fewer on short terminals). Default 6. */
  radius?: number;
}

/** Builds the model. Pure apart from the injected `readFile` and `render`. */
export function buildReportModel(input: ModelInput): ReportModel {
  const radius = input.radius ?? 6;
  const cache = new Map<string, string[] | undefined>();
  const linesOf = (file: string): string[] | undefined => {
    if (!cache.has(file)) cache.set(file, input.readFile(file)?.split(/\r?\n/));
    return cache.get(file);
  };
  const excerpt = (loc: SourceLocation | null | undefined): Excerpt | null => {
    if (!loc) return null;
    const lines = linesOf(loc.file);
    if (!lines || loc.line < 1 || loc.line > lines.length) return null;
    return excerptOf(lines, loc, radius);
  };
  const contracts = new Map((input.contracts ?? []).map((c) => [c.operation, c]));
  const operations = input.findings.map((op): OperationEntry => {
    const findings = op.findings.map((f) => ({ finding: f, source: excerpt(f.location), statement: excerpt(f.statementLocation) }));
    const c = contracts.get(op.operation);
    const plan = input.publish?.get(op.operation);
    return {
      name: op.operation,
      statement: op.statement,
      oracle: op.oracle,
      findings,
      errors: op.findings.filter((f) => f.severity === 'error').length,
      warnings: op.findings.filter((f) => f.severity !== 'error').length,
      repair: input.repair?.get(op.operation) ?? null,
      contract: c && op.oracle !== null && input.render ? contractDiff(c.published, c.enforced, input.render) : null,
      publish: plan
        ? { file: plan.file, changed: plan.before !== plan.after, lines: lineDiff(plan.before, plan.after), blocked: plan.blocked ?? null }
        : null,
    };
  });
  return { title: input.title, operations, hasRepair: Boolean(input.repair && input.repair.size > 0) };
}

/** The lines within `radius` of `loc.line` (1-based), the located one marked. */
export function excerptOf(lines: readonly string[], loc: SourceLocation, radius: number): Excerpt {
  const first = Math.max(1, loc.line - radius);
  const last = Math.min(lines.length, loc.line + radius);
  const out: ExcerptLine[] = [];
  for (let n = first; n <= last; n++) out.push({ number: n, text: lines[n - 1].replace(/\t/g, '  '), focus: n === loc.line });
  return { file: loc.file, line: loc.line, column: loc.column, lines: out };
}

/** A line diff of two texts with the `diff` package; a final newline does not make an empty line. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const out: DiffLine[] = [];
  for (const change of diffLines(before, after)) {
    const kind: DiffLine['kind'] = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const lines = change.value.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    for (const text of lines) out.push({ kind, text });
  }
  return out;
}

/** What the statement publishes (old) against what the oracle enforces (new), both rendered to the notation. */
export function contractDiff(published: Contract, enforced: Contract, render: ContractRenderer): DiffLine[] {
  const safe = (c: Contract): string => {
    try {
      return render(c);
    } catch (error) {
      // A contract the renderer cannot carry is shown, not fatal: the rest of the report is still useful.
      return `(cannot render: ${error instanceof Error ? error.message : String(error)})\n`;
    }
  };
  return lineDiff(safe(published), safe(enforced));
}

const repairSchema = z.object({
  operations: z.array(
    z.object({
      operation: z.string(),
      programs: z.array(z.object({ program: z.string(), checks: z.number(), before: z.number(), after: z.number() })),
    }),
  ),
});

/**
 * Reads repair results (PROTOCOL.md "Machine-readable repair results") into per-operation counts.
 * Throws an Error naming what is wrong when the text is not such a document.
 */
export function parseRepairResults(text: string): Map<string, RepairCounts> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = repairSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`not repair results: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const out = new Map<string, RepairCounts>();
  for (const op of parsed.data.operations) {
    const sum = out.get(op.operation) ?? { programs: 0, checks: 0, before: 0, after: 0 };
    for (const p of op.programs) {
      sum.programs++;
      sum.checks += p.checks;
      sum.before += p.before;
      sum.after += p.after;
    }
    out.set(op.operation, sum);
  }
  return out;
}
