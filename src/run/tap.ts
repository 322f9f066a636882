// Reads check results from a `node --test --test-reporter=tap` stream with tap-parser, nested subtests included.
import { StringDecoder } from 'node:string_decoder';
import { Parser, type Result } from 'tap-parser';
import type { CheckResult } from './types.js';

/** A test point that stands for the whole test file: node reports one when the file could not run to the end. */
export interface FileFailure {
  name: string;
  exitCode?: number | null;
  signal?: string | null;
}

/** What a TAP stream said so far. */
export interface TapReading {
  /** The checks (leaf tests, and tests or suites that failed on their own account), in the order the stream gave them. */
  results: CheckResult[];
  /** Set when node reported the test file itself as failed (it did not load, or exited early). */
  fileFailure: FileFailure | null;
  /** Top-level `#` comment lines other than node's summary and `Subtest:` headers (node prints a crashed file's stderr there). */
  diagnostics: string[];
  /** True once the top-level plan (`1..N`) has been read. */
  complete: boolean;
}

const SUMMARY = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) [\d.]+$/;
const MESSAGE_LIMIT = 300;
const DIAGNOSTIC_LINES = 40;

/** A TAP reader to write the stream into; `reading()` may be called at any time (also after a kill, mid-stream). */
export class TapReader {
  readonly parser: Parser;
  #results: CheckResult[] = [];
  #fileFailure: FileFailure | null = null;
  #diagnostics: string[] = [];
  #complete = false;
  #partial = '';
  readonly #decoder = new StringDecoder('utf8');

  /** @param testFile absolute path of the oracle, to recognise the test point node emits for the file itself. */
  constructor(readonly testFile: string | null = null) {
    this.parser = new Parser();
    this.#attach(this.parser, true);
    this.parser.on('plan', () => {
      // tap-parser invents a `1..0` plan when a stream with no test points ends: that is not node finishing.
      if (!this.parser.syntheticPlan) this.#complete = true;
    });
    this.parser.on('comment', (line: string) => {
      const text = line.replace(/\n$/, '');
      if (text.startsWith('# Subtest:') || SUMMARY.test(text)) return;
      // Keep a bounded tail: a flooding oracle can print megabytes of comments.
      this.#diagnostics.push(clip(text.replace(/^# ?/, ''), MESSAGE_LIMIT));
      if (this.#diagnostics.length > DIAGNOSTIC_LINES) this.#diagnostics.shift();
    });
  }

  /** Feeds output; only whole lines reach the parser, so a line cut by a kill is never read as a test point. */
  write(chunk: string | Buffer): void {
    const text = this.#partial + (typeof chunk === 'string' ? chunk : this.#decoder.write(chunk));
    const cut = text.lastIndexOf('\n') + 1;
    this.#partial = text.slice(cut);
    if (cut > 0) this.parser.write(text.slice(0, cut));
  }

  /**
   * Ends the stream. `cut`: the process was killed mid-output, so an unfinished last line is dropped (`ok 3 - na`
   * must not become a pass named `na`); otherwise it is read as the last line.
   */
  end(options: { cut?: boolean } = {}): void {
    const rest = this.#partial + this.#decoder.end();
    this.#partial = '';
    if (rest && !options.cut) this.parser.write(`${rest}\n`);
    this.parser.end();
  }

  reading(): TapReading {
    return {
      results: [...this.#results],
      fileFailure: this.#fileFailure,
      diagnostics: [...this.#diagnostics],
      complete: this.#complete,
    };
  }

  #attach(parser: Parser, topLevel: boolean): void {
    // tap-parser announces a subtest's child parser before the test point that closes it: remember the name so
    // that test point is known to be a parent, whose verdict is the sum of its children's.
    let openChild: string | null = null;
    parser.on('child', (child: Parser) => {
      openChild = child.name;
      this.#attach(child, false);
    });
    parser.on('assert', (res: Result) => {
      const isParent = openChild !== null && openChild === res.name;
      openChild = null;
      if (topLevel && this.#isFileTestPoint(res)) {
        if (!res.ok) {
          const diag = (res.diag ?? {}) as Record<string, unknown>;
          this.#fileFailure = {
            name: res.name,
            exitCode: typeof diag.exitCode === 'number' ? diag.exitCode : null,
            signal: typeof diag.signal === 'string' ? diag.signal : null,
          };
        }
        return;
      }
      const result = toCheckResult(res);
      if (!isParent) this.#results.push(result);
      else if (result.status === 'fail' && failureType(res) !== 'subtestsFailed') {
        // A describe whose hook threw, or a test that failed after its subtests: a failure of its own.
        this.#results.push(result);
      }
    });
  }

  #isFileTestPoint(res: Result): boolean {
    if (this.testFile === null) return false;
    const diag = (res.diag ?? {}) as Record<string, unknown>;
    return (res.name === this.testFile || res.name === `file://${this.testFile}`) && ('exitCode' in diag || res.ok === false);
  }
}

function failureType(res: Result): string | undefined {
  const diag = (res.diag ?? {}) as Record<string, unknown>;
  return typeof diag.failureType === 'string' ? diag.failureType : undefined;
}

function toCheckResult(res: Result): CheckResult {
  const status = res.skip || res.todo ? 'skip' : res.ok ? 'pass' : 'fail';
  const out: CheckResult = { check: res.fullname, status };
  if (status === 'fail') out.message = failureMessage(res);
  if (typeof res.time === 'number') out.durationMs = res.time;
  return out;
}

/** The first line of the error; when that line only introduces what follows (`...equal:`), the next line too. */
export function failureMessage(res: Pick<Result, 'diag'>): string {
  const diag = (res.diag ?? {}) as Record<string, unknown>;
  const error = diag.error;
  let text: string;
  if (typeof error === 'string') text = error;
  else if (error && typeof error === 'object' && 'message' in error) text = String((error as { message: unknown }).message);
  else if (typeof diag.failureType === 'string') text = diag.failureType;
  else return 'failed';
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
  let message = lines[0] ?? 'failed';
  if (message.endsWith(':')) {
    // node's assert introduces a diff ("Expected values to be strictly equal:"); the values say more than the diff's header.
    if ('actual' in diag || 'expected' in diag) message = `${message} actual ${showValue(diag.actual)}, expected ${showValue(diag.expected)}`;
    else {
      const next = lines.slice(1).find((l) => l !== '+ actual - expected');
      if (next !== undefined) message = `${message} ${next}`;
    }
  }
  return clip(message, MESSAGE_LIMIT);
}

function showValue(value: unknown): string {
  const text = typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'` : (JSON.stringify(value) ?? String(value));
  return clip(text, 100);
}

function clip(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
}
