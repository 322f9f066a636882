// Reads the command line of an example transcript (`$ printf '3 4\n' | ./prog --limit 5`): the arguments it passes the
// program and the standard input it pipes in, which the example publishes as surely as the lines it shows.
import { parse, type ParseEntry } from 'shell-quote';

export interface CommandLine {
  /** The program's arguments, in order; `<name>` placeholders of a usage line are null (any value). */
  args: (string | null)[];
  /** Lines piped in by `echo` or `printf`; null when the command line feeds none it shows. */
  stdin: string[] | null;
  /** The terminator of a here-document (`<<EOF`): the block's next lines up to it are the standard input. */
  heredoc: string | null;
}

/** Programs that run the next word as the program (`python3 solve.py 3 4`). */
const INTERPRETERS = /^(?:python[\d.]*|pypy3?|node|deno|bun|ruby|perl|php|bash|sh|zsh|java|Rscript|lua|tsx|ts-node)$/;
/** Commands of a pipeline that only produce its input. */
const PRODUCERS = new Set(['echo', 'printf', 'cat', 'yes', 'seq']);
/** A placeholder in a usage line or transcript (`<weight_kg>`): not a redirection. */
const PLACEHOLDER = /<([A-Za-z][\w.-]*)>/g;
const PLACEHOLDER_WORD = /^\u2039.*\u203a$/;
/** An environment assignment before the program (`LANG=C ./prog`). */
const ASSIGNMENT = /^\w+=/;

type Word = string | { op: string } | { op: 'glob'; pattern: string } | { comment: string };

function isOp(w: Word | undefined, op?: string): w is { op: string } {
  return typeof w === 'object' && w !== null && 'op' in w && w.op !== 'glob' && (op === undefined || w.op === op);
}

/** A word as text: a glob is its pattern, an operator or comment nothing. */
function text(w: Word): string | null {
  if (typeof w === 'string') return w;
  if ('op' in w && w.op === 'glob') return (w as { pattern: string }).pattern;
  return null;
}

/** printf's escapes (`\n`, `\t`, `\\`) and `%s`/`%d` conversions filled from its arguments, repeated until they run out. */
function printf(args: readonly string[]): string {
  const [format = '', ...values] = args;
  const escapes = (s: string): string => s.replace(/\\([ntr\\'"])/g, (_m, c: string) => ({ n: '\n', t: '\t', r: '\r' })[c as 'n'] ?? c);
  const fmt = escapes(format);
  if (!/%[sdifg]/.test(fmt)) return fmt.replace(/%%/g, '%');
  let out = '';
  let i = 0;
  do {
    out += fmt.replace(/%%|%[-\d.]*[sdifg]/g, (m) => (m === '%%' ? '%' : (values[i++] ?? '')));
  } while (i < values.length);
  return out;
}

/** echo's output: its words joined by spaces, escapes read only with `-e`, no newline after with `-n`. */
function echo(args: readonly string[]): string {
  let words = [...args];
  let escapes = false;
  while (words[0] && /^-[neE]+$/.test(words[0])) {
    if (words[0].includes('e')) escapes = true;
    words = words.slice(1);
  }
  const joined = words.join(' ');
  return escapes ? printf([joined.replace(/%/g, '%%')]) : joined;
}

/**
 * Reads one command line (its `$ ` prompt already removed or not). Null when it is no command that runs a program
 * (`$` alone, or only a producer such as `cat in.txt`).
 */
export function readCommandLine(line: string): CommandLine | null {
  const source = line
    .replace(/^\s*\$\s*/, '')
    .replace(PLACEHOLDER, (_m, name: string) => `'\u2039${name}\u203a'`)
    // redirections of a numbered stream (`2>&1`, `2>/dev/null`): the number is no argument
    .replace(/(^|\s)\d*>&\d+/g, '$1')
    .replace(/(^|\s)\d+>/g, '$1>');
  let words: Word[];
  try {
    words = parse(source, (name) => `$${name}`) as ParseEntry[] as Word[];
  } catch {
    return null;
  }
  // the pipeline's commands; the program is the first that is not a producer of its input
  const commands: Word[][] = [[]];
  for (const w of words) {
    if ('comment' in (typeof w === 'object' ? w : {})) break;
    if (isOp(w, '|')) commands.push([]);
    else if (isOp(w) && /^(?:&&|\|\||;|&)$/.test(w.op)) break;
    else commands[commands.length - 1]!.push(w);
  }
  const programName = (c: readonly Word[]) => c.find((w): w is string => typeof w === 'string' && !ASSIGNMENT.test(w));
  const at = commands.findIndex((c) => {
    const name = programName(c);
    return name !== undefined && !PRODUCERS.has(name);
  });
  if (at < 0) return null;
  const program = commands[at]!;
  let i = 0;
  while (typeof program[i] === 'string' && ASSIGNMENT.test(program[i] as string)) i++;
  const name = program[i++] as string;
  if (INTERPRETERS.test(name.replace(/^.*\//, ''))) {
    // the interpreter's own options, then the script (`java -jar prog.jar`, `python3 -u solve.py`)
    while (typeof program[i] === 'string' && (program[i] as string).startsWith('-')) i++;
    i++;
  }
  const args: (string | null)[] = [];
  let heredoc: string | null = null;
  let stdin: string[] | null = null;
  for (; i < program.length; i++) {
    const w = program[i]!;
    if (isOp(w, '<') && isOp(program[i + 1], '<')) {
      // `<<EOF`, `<<'EOF'`, `<<-EOF`
      const end = program[i + 2];
      heredoc = typeof end === 'string' ? end.replace(/^-/, '') : null;
      break;
    }
    if (isOp(w)) {
      // `< in.txt`, `> out.txt`: what follows is a file, not an argument
      i++;
      continue;
    }
    const t = text(w);
    if (t !== null) args.push(PLACEHOLDER_WORD.test(t) ? null : t);
  }
  const producer = at > 0 ? commands[at - 1]! : null;
  const producerWords = producer?.map(text).filter((t): t is string => t !== null) ?? [];
  if (producerWords[0] === 'echo') stdin = linesOf(echo(producerWords.slice(1)));
  else if (producerWords[0] === 'printf') stdin = linesOf(printf(producerWords.slice(1)));
  return { args, stdin, heredoc };
}

function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}
