// How a command-line option and its value are passed: as one argument (`--age=70`) or as two (`--age 70`). A program
// written from the statement parses the form the statement writes; an oracle passing the other form demands both.
import type { Contract, Evidence, InputLine } from './types.js';

export type OptionForm = 'joined' | 'separate';

export interface OptionFormDiff {
  /** The options as fed (`--age`), in the order first fed. */
  options: string[];
  /** How the oracle passes them. */
  fed: OptionForm;
  /** The arguments of the first run that passes one so (`--age=70 --days 4`). */
  example: string;
  /** How the statement writes the first of them, as written (`--age N`). */
  shown: string;
  evidence: Evidence[];
}

/** An option and its value in one argument: `--max-km=50`, `-n=3`. */
const JOINED = /^(--?[A-Za-z][\w-]*)=\S/;
const OPTION = /^--?[A-Za-z][\w-]*$/;

/** The forms a statement writes each option in, from its backticked spans and the lines of its code blocks. */
function shownForms(text: string): Map<string, Map<OptionForm, string>> {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  // lines of fenced blocks (example command lines); prose outside backticks writes too loosely to tell the forms apart
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (fenced) spans.push(line);
  }
  const forms = new Map<string, Map<OptionForm, string>>();
  const note = (option: string, form: OptionForm, written: string) => {
    const byForm = forms.get(option) ?? new Map<OptionForm, string>();
    if (!byForm.has(form)) byForm.set(form, written);
    forms.set(option, byForm);
  };
  for (const span of spans) {
    for (const m of span.matchAll(/(?<![\w-])(--?[A-Za-z][\w-]*)(?:(=)(\S+)|[ \t]+(?!-)([^\s`|]+))/g)) {
      if (m[2]) note(m[1]!, 'joined', `${m[1]}=${m[3]}`);
      else note(m[1]!, 'separate', `${m[1]} ${m[4]}`);
    }
  }
  return forms;
}

/** The options `args` (a run's arguments joined by spaces) passes with their value in one argument: `--age` of `--age=70`. */
export function joinedOptions(args: string): string[] {
  return args.split(' ').flatMap((w) => JOINED.exec(w)?.[1] ?? []);
}

/** Each fed option's form in each run's arguments (the example and the instances of a line), with where it is fed. */
function fedForms(lines: readonly InputLine[]): { option: string; form: OptionForm; example: string; evidence: Evidence[] }[] {
  const out: { option: string; form: OptionForm; example: string; evidence: Evidence[] }[] = [];
  for (const line of lines) {
    if (line.refused) continue;
    [line.example, ...(line.examples ?? [])].forEach((args, j) => {
      const at = line.exampleLocs?.[j];
      const evidence = at ? [{ loc: at }] : line.evidence;
      const words = args.split(' ');
      words.forEach((w, i) => {
        const joined = JOINED.exec(w);
        if (joined) out.push({ option: joined[1]!, form: 'joined', example: args, evidence });
        // (a flag followed by another option, or last, takes no value: it has no form to get wrong)
        else if (OPTION.test(w) && words[i + 1] !== undefined && !words[i + 1]!.startsWith('-')) out.push({ option: w, form: 'separate', example: args, evidence });
      });
    });
  }
  return out;
}

/**
 * Options the oracle passes in a form the statement never writes for them, where it writes the other: `--age=70` fed
 * where the statement shows `--age N` (a program splitting its arguments on spaces never sees `--age`), or the reverse.
 * One demand per form, whatever the number of options passed so, at the first run passing one.
 */
export function diffOptionForms(enforced: Contract, published: Contract): OptionFormDiff[] {
  const args = enforced.input.find((d) => d.channel === 'args');
  if (!args) return [];
  const shown = shownForms(published.text ?? '');
  const out: OptionFormDiff[] = [];
  for (const fed of fedForms(args.lines)) {
    const forms = shown.get(fed.option);
    const other = forms?.get(fed.form === 'joined' ? 'separate' : 'joined');
    if (!forms || forms.has(fed.form) || other === undefined) continue;
    const same = out.find((d) => d.fed === fed.form);
    if (!same) out.push({ options: [fed.option], fed: fed.form, example: fed.example, shown: other, evidence: fed.evidence });
    else if (!same.options.includes(fed.option)) same.options.push(fed.option);
  }
  return out;
}
