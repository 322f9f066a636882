// SARIF 2.1.0 for GitHub code scanning: rule metadata, relative URIs under a base id, regions and line-content fingerprints.
import { createHash } from 'node:crypto';
import type { OperationFindings, Severity } from '../lint/finding.js';
import type { Rule } from '../lint/rule.js';

export interface SarifOptions {
  rules: readonly Rule[];
  /** The lines of a suite file (path relative to the suite), for fingerprints; undefined when unreadable. */
  sourceLines(file: string): readonly string[] | undefined;
  toolVersion: string;
  /**
   * Path of the suite relative to the folder the log is uploaded from (`oracles`), prepended to every URI so that code
   * scanning finds the files; empty when the suite is that folder.
   */
  uriPrefix?: string;
  /** Where rule docs live, joined with `rules/docs/<id>.md` for helpUri. */
  informationUri?: string;
}

const LEVEL: Record<Severity, 'error' | 'warning'> = { error: 'error', warning: 'warning' };

/**
 * The fingerprint GitHub uses to follow a result across commits: a hash of the line's content (whitespace-insensitive)
 * with the rule id, plus `:n` counting earlier lines with the same content in that file, so identical lines stay distinct.
 */
export function lineHash(ruleId: string, lineText: string, occurrence: number): string {
  const normalized = lineText.replace(/\s+/g, '');
  const digest = createHash('sha256').update(`${ruleId}\0${normalized}`).digest('hex').slice(0, 16);
  return `${digest}:${occurrence}`;
}

/** Renders lint results as one SARIF 2.1.0 log. */
export function formatSarif(results: readonly OperationFindings[], options: SarifOptions): string {
  const ruleList = options.rules;
  const ruleIndex = new Map(ruleList.map((r, i) => [r.id, i]));
  const base = options.informationUri ?? 'https://github.com/oraclint/oraclint';
  const seen = new Map<string, number>();
  const prefix = options.uriPrefix ? `${options.uriPrefix.replace(/\/+$/, '')}/` : '';
  const sarifResults = results.flatMap((op) =>
    op.findings.map((f) => {
      const loc = f.location ?? (op.oracle ? { file: op.oracle, line: 1, column: 1 } : null);
      const result: Record<string, unknown> = {
        ruleId: f.rule,
        ...(ruleIndex.has(f.rule) ? { ruleIndex: ruleIndex.get(f.rule) } : {}),
        level: LEVEL[f.severity],
        message: { text: f.message },
        properties: { operation: f.operation, key: f.key },
      };
      if (loc) {
        const text = options.sourceLines(loc.file)?.[loc.line - 1] ?? '';
        const contentKey = `${loc.file}\0${f.rule}\0${text.replace(/\s+/g, '')}`;
        const occurrence = seen.get(contentKey) ?? 0;
        seen.set(contentKey, occurrence + 1);
        result.locations = [
          {
            physicalLocation: {
              artifactLocation: { uri: encodeURI(prefix + loc.file), uriBaseId: '%SRCROOT%' },
              region: { startLine: loc.line, startColumn: Math.max(1, loc.column) },
            },
          },
        ];
        result.partialFingerprints = { primaryLocationLineHash: lineHash(f.rule, text, occurrence) };
      }
      return result;
    }),
  );
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'oraclint',
            version: options.toolVersion,
            informationUri: base,
            rules: ruleList.map((r) => ({
              id: r.id,
              name: r.id.replace(/(^|-)([a-z])/g, (_m, _d: string, ch: string) => ch.toUpperCase()),
              shortDescription: { text: r.meta.description.split(/(?<=\.)\s/)[0] ?? r.meta.description },
              fullDescription: { text: r.meta.description },
              help: { text: `${r.meta.description} See ${r.meta.docs}.`, markdown: `${r.meta.description} See [${r.meta.docs}](${base}/blob/main/${r.meta.docs}).` },
              helpUri: `${base}/blob/main/${r.meta.docs}`,
              defaultConfiguration: { level: LEVEL[r.meta.severity] },
            })),
          },
        },
        results: sarifResults,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
