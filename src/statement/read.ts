// Reads a task statement into the Contract it publishes: notation sections, example blocks, backticked words and prose patterns.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Nodes, Code } from 'mdast';
import { ASSIGNED_MENTION, BACKTICKED_INPUT_LINE, EXAMPLE_COMMAND_LINE, emptyContract, INPUT_MENTION, OUTPUT_MENTION, OUTPUT_SECTION_PROSE, PROSE_BESIDE_OUTPUT_SECTION, TABLE_COLUMN, type Contract, type Demanded, type Evidence, type Field, type InputDemand, type InputLine, type Shape, type ShownBlock, type SourceLocation } from '../contract/types.js';
import { readRowTemplate } from './row-template.js';
import { locateSections, positionOf, type StatementStructure, type TextRange } from './sections.js';
import { parseInputNotation, parseOutputNotation } from './notation.js';
import { addToken, isPublishableToken, mergeExampleField, readArgsLine, readInputLine, readOutputExample, type OutputExample } from './examples.js';
import { readCommandLine, type CommandLine } from './command-line.js';
import { ROUNDING_WORDS, readProse } from './prose.js';
import { placeholderKeys, readIntegerKeys, readKeyDefinitions, readPlaceholderDefinitions, type KeyDefinition, type PlaceholderDefinition } from './definitions.js';
import { isCommentLine, skippedLines } from '../text/skipped-lines.js';

/** Reads the statement at `absPath`; its evidence names the file relative to `suiteRoot`. */
export async function readStatement(absPath: string, suiteRoot: string): Promise<Contract> {
  // read directly, as the oracles are: fs/promises' readFile is four thread-pool round trips
  const text = readFileSync(absPath, 'utf8');
  return readStatementText(text, relative(suiteRoot, absPath).split(sep).join('/'));
}

/** Reads statement text (pure). `fileRel` is the statement's path relative to the suite, used in every location. */
export function readStatementText(text: string, fileRel: string): Contract {
  const structure = locateSections(text);
  const contract = emptyContract('statement', fileRel);
  const at = (offset: number): SourceLocation => ({ file: fileRel, ...positionOf(structure.lineStarts, offset) });
  const notationRanges: TextRange[] = [];

  for (const section of structure.sections) {
    if (!section.notation) continue;
    const block = section.notation;
    notationRanges.push(block);
    const blockText = text.slice(block.start, block.end);
    const origin = { file: fileRel, line: block.line };
    if (section.kind === 'output') {
      const parsed = parseOutputNotation(blockText, origin);
      if (!parsed.ok) contract.problems.push(parsed.problem);
      else {
        const n = parsed.value;
        if (n.layout) contract.layout = n.layout;
        contract.fields.push(...n.fields);
        contract.exit.push(...n.exit);
        contract.stderr.push(...n.stderr);
        if (n.caseInsensitive) contract.caseInsensitive = [...(contract.caseInsensitive ?? []), ...n.caseInsensitive];
        if (n.sortedLines) contract.sortedLines = [...(contract.sortedLines ?? []), ...n.sortedLines];
        if (n.blankLineBlocks) contract.blankLineBlocks = [...(contract.blankLineBlocks ?? []), ...n.blankLineBlocks];
        if (n.fixedColumns) contract.fixedColumns = n.fixedColumns;
      }
    } else {
      const parsed = parseInputNotation(blockText, origin);
      if (!parsed.ok) contract.problems.push(parsed.problem);
      else contract.input.push(...parsed.value);
    }
  }

  const inNotation = (offset: number): boolean => notationRanges.some((r) => offset >= r.start && offset < r.end);
  const argumentsOnly = inputIsArgumentsOnly(structure);
  readExamples(structure, contract, at, inNotation, argumentsOnly);
  readProseAndMentions(structure, contract, at, inNotation, argumentsOnly);
  const columns = readRowTemplate(structure, at);
  if (columns) contract.columns = columns;
  const widths = COLUMN_WIDTHS_IN_PROSE.exec(text);
  if (widths && !inNotation(widths.index)) contract.columnWidthsSaid = [{ loc: at(widths.index), via: 'statement prose' }];
  // (line endings as LF: a phrase's line and column are the same, and a CRLF copy reads the same)
  contract.text = text.replace(/\r\n/g, '\n');
  return contract;
}

type Kind = 'input' | 'output' | null;

/** An option among a line's tokens (`--lengths`, `-n`). */
const OPTION_TOKEN = /(?:^|\s)--?[A-Za-z][\w-]*(?=\s|=|$)/;
/** Prose naming standard input as a source ("on standard input", "reads stdin", "piped in"). */
const STDIN_IN_PROSE = /\b(?:standard input|stdin|piped|pipe[sd]? in)\b/i;

/**
 * True when the `## Input` section says the program takes command-line arguments and never standard input: what it shows
 * of the input with an option in it (`30 --lengths 2,3`, a block of options) is a command's arguments, not lines of stdin.
 * (A line without one, `bale-rows 5`, may be a command line whose program name is not the operation's.)
 */
function inputIsArgumentsOnly(structure: StatementStructure): boolean {
  const section = structure.sections.find((s) => s.kind === 'input');
  if (!section) return false;
  const body = structure.text.slice(section.bodyStart, section.end);
  return ARGS_IN_PROSE.test(body) && !STDIN_IN_PROSE.test(body);
}

/** A shown line of options as the arguments it passes; a word before the options (`taper --start 30`) is the program's name. */
function optionArgsLine(text: string, evidence: Evidence, refused: boolean): InputLine {
  const tokens = text.trim().split(/\s+/);
  return readArgsLine(/^[A-Za-z][\w.-]*$/.test(tokens[0]!) ? tokens.slice(1) : tokens, evidence, refused);
}

/** The contract's standard-input demand, added empty when it has none yet. */
function stdinOf(contract: Contract): InputDemand {
  return channelOf(contract, 'stdin');
}

function channelOf(contract: Contract, channel: InputDemand['channel']): InputDemand {
  let demand = contract.input.find((d) => d.channel === channel);
  if (!demand) contract.input.push((demand = { channel, lines: [] }));
  return demand;
}

/** The program's own name in an example command line without a prompt: the operation's folder (`speeding_fine 50 65`, `./speeding-fine`). */
function isProgramWord(word: string, file: string): boolean {
  const operation = file.split('/').slice(-2, -1)[0];
  if (!operation) return false;
  const squash = (w: string) => w.replace(/^\.\//, '').replace(/\.(?:py|js|mjs|ts|sh|rb)$/, '').replace(/[-_]/g, '').toLowerCase();
  return squash(word) === squash(operation);
}

/** Capitalised words, joined by small lower-case ones (`Three of a Kind`), not glued to other letters or digits. */
const TITLE_PHRASE = /(?<![\p{L}\d_`-])\p{Lu}\p{Ll}+(?:(?:\s+(?:of|a|an|the|and|in|on|to))*\s+\p{Lu}\p{Ll}+)*(?![\p{L}\d_-])/gu;
/** The text before a word ends a sentence (or is empty): a capital there is grammar, not a name. */
const SENTENCE_START = /(?:^|[.!?]["')\]]?)\s*$/;

/** A line of mathematics: a name, `=`, and an expression with a mathematical sign or function. */
const FORMULA_LINE = /^\s*[\p{L}\d_'′]+(?:\([^()]*\))?\s*=\s*.*(?:[Σ∑√²³·×÷∏∫≤≥∞]|\b(?:sqrt|log|ln|exp|sum|mean)\s*\()/u;

const INPUT_AS_MODIFIER = /^\s+(?:order|numbers?|lines?|values?|items?|words?|records?|entr(?:y|ies)|strings?|size)\b/i;

function classifyBlock(code: Code, section: Kind, context: string, firstLine: string): Kind {
  const info = `${code.lang ?? ''} ${code.meta ?? ''}`.toLowerCase();
  if (/\b(input|stdin)\b/.test(info)) return 'input';
  if (/\b(output|stdout)\b/.test(info)) return 'output';
  // The word nearest the block decides: "For the input `A B`, the output is:" introduces an output.
  // A parenthetical aside ("(same shape as the input matrices)") says nothing about what the block is.
  // "writes" is the program's only when the program (or the reader) is its subject: "a service writes one line per event"
  // introduces the log the program reads
  const prose = context.toLowerCase().replace(/\([^()]*\)/g, ' ');
  // "For the input above:" / "For this example:" closing the prose: what follows is that input's answer
  // ("for the input" alone introduces the input itself)
  if (/\bfor (?:the|this|that) (?:input (?:above|shown above|given above)|(?:example|sample)(?: (?:above|shown above|given above))?)\s*[,:]?\s*$/.test(prose.replace(/\s+/g, ' ').trim())) return 'output';
  // ... and so does a last sentence that starts by pointing back at that input ("For the input above the shortfall is
  // 6 kg, which needs 7.5 litres:")
  if (/^for (?:the|this|that) input (?:above|shown above|given above)\b/.test(lastSentence(prose).replace(/\s+/g, ' ').trim())) return 'output';
  // "For the input `192.168.10.77/22`:" gives the input inline: the block is its answer
  if (/\bfor (?:the |this )?input\s+`[^`]+`\s*[,:]?\s*$/.test(prose.replace(/\s+/g, ' ').trim())) return 'output';
  const words = [...prose.matchAll(/\b(input|stdin|given|feed|reads?|output|outputs|prints?|stdout|writes?|answer|result|produces|gives|yields)\b/g)]
    .filter((m) => !/^writes?$/.test(m[1]) || /\b(?:program|solution|you|should|must|will|to|then)\s+(?:\w+\s+)?$/.test(prose.slice(0, m.index)))
    // "Each following line gives one reactant": what a line of the input gives is not the program's output
    .filter((m) => m[1] !== 'gives' || !/\b(?:line|lines|argument|arguments|field|fields|column|columns)\s+$/.test(prose.slice(0, m.index)))
    // "input" qualifying a noun ("one line per input number, in input order") names no input block
    .filter((m) => m[1] !== 'input' || !INPUT_AS_MODIFIER.test(prose.slice(m.index + m[0].length)))
    // "feed" as a noun ("one line per feed") is no feeding of the program
    .filter((m) => m[1] !== 'feed' || !/\b(?:per|each|every|a|one|the|this|that|next|first|last)\s+$/.test(prose.slice(0, m.index)));
  const last = words[words.length - 1]?.[1];
  if (last) return /^(input|stdin|given|feed|reads?)$/.test(last) ? 'input' : 'output';
  // "For the matrix" / "For this list": the block is what the program is given, except in the Output section, where
  // "For the example above:" introduces that example's answer
  if (section !== 'output' && /^\W*for (?:the|this|these|an?)\b[^.]*$/.test(prose.trim())) return 'input';
  if (section) return section;
  // Outside the contract sections, only a block that looks like output (key=value, JSON) is read as one.
  return /^\s*([A-Za-z_][\w.-]*=|[A-Za-z_][\w.-]*:(?=[^\s/])|[[{])/.test(firstLine) ? 'output' : null;
}

/** A word that names the program's output. */
const OUTPUT_WORD = /\b(?:output|outputs|prints?|printed|stdout|answer|result|produces|gives|yields)\b/i;

/** The last sentence of a paragraph (all of it when it has one). */
function lastSentence(text: string): string {
  const parts = text.trim().split(/[.!?](?:\s+|$)(?=\S)/);
  return parts[parts.length - 1] ?? '';
}

/** An expression rather than data: a `=` between spaces, or a sign of arithmetic set apart (`T = a + (b - 20) / 800 * G`). */
const EXPRESSION_LINE = /\s=\s|[≈≤≥×÷·Σ√]|\s[-+*/^]\s.*\s[-+*/^]\s/u;

/**
 * True when a paragraph after a block nothing classified goes on to that example's answer: it names the output
 * ("the output is:", "Output:", "prints", "becomes") or gives a `key=value` in backticks ("so the answer is `trips=1`").
 * The block then showed the input, unless it reads like an expression (a formula the prose goes on to use) or shows a
 * file its introduction names.
 */
function answersBlockBefore(paragraph: string, block: { code: Code; intro: string }): boolean {
  if (block.code.value.split('\n').some((l) => EXPRESSION_LINE.test(l))) return false;
  // a block introduced by a file's name ("`old.txt`:") shows that file, not what the program reads on stdin
  if (/[\w-]\.[A-Za-z]{1,5}`?\s*:\s*$/.test(block.intro)) return false;
  const text = paragraph.replace(/\s+/g, ' ').trim();
  if (/`[A-Za-z_][\w.-]*=[^`\s]*`/.test(text) && OUTPUT_WORD.test(text)) return true;
  return /:$/.test(text) && (OUTPUT_WORD.test(text) || /\bbecomes?\b/i.test(text));
}

/** Labels that split an example block into parts (`Input:` / `Output:`), and a transcript's command line (`$ prog`). */
const PART_LABEL = /^\s*(input|output|stdin|stdout)\s*:\s*$/i;
/** The same label with its part's first line after it (`input:   93784`); group 2 is where that line starts. */
const INLINE_PART_LABEL = /^(\s*(input|output|stdin|stdout)\s*:\s+)\S/i;
const isInputLabel = (label: string): boolean => /^(input|stdin)$/i.test(label);
const TRANSCRIPT = /^\s*\$ /;
/** The header of a two-column example (`input      output`); group 1 is the second column's heading. */
const TWO_COLUMNS = /^\s*(?:input|in|stdin)\s{2,}(output|out|stdout)\s*$/i;
/** A paragraph after a block that says the block was the input: "Read such a log on standard input", "gives", "produces". */
const INTRODUCES_INPUT = /^\W*(?:read|reads|given|feed)\b|^[^.]*\b(?:on|from) (?:standard input|stdin)\b/i;
const INTRODUCES_OUTPUT = /^\W*(?:gives|produces|yields|outputs|prints|results in)\b/i;
/** A paragraph that is nothing but such an introduction ("gives", "produces:"). */
const OUTPUT_INTRO_ONLY = new RegExp(`${INTRODUCES_OUTPUT.source}[^.]{0,40}:?\\s*$`, 'i');
/** Between two blocks, a verb of the task's own turning the first into the second ("flattens to", "becomes"). */
/** An intro to an example's input and its output, shown next (`Example input and output:`, `Sample input/output`). */
const INPUT_THEN_OUTPUT = /\binput\s*(?:and|&|\/)\s*(?:the\s+|its\s+)?(?:expected\s+)?output\b[^.]*:\s*$/i;
const TURNS_INTO_ONLY = /^\W*(?:(?:\w+s|is \w+ed)\s+(?:to|into|as)|becomes|turns\s+into)\s*:?\s*$/i;

function readExamples(structure: StatementStructure, contract: Contract, at: (o: number) => SourceLocation, inNotation: (o: number) => boolean, argumentsOnly: boolean): void {
  let section: Kind = null;
  let context = '';
  // a block followed by "gives" / "produces" and another block is the input of that example, whatever its intro says
  const producesNext = new Set<Nodes>();
  // ... and the block after it is that example's output
  const turnedInto = new Set<Nodes>();
  const top = structure.tree.children as Nodes[];
  // two blocks in a row after "Example input and output:" are that input, then that output
  for (let k = 0; k + 2 < top.length; k++) {
    const [intro, first, second] = [top[k], top[k + 1], top[k + 2]];
    if (intro.type !== 'paragraph' || first.type !== 'code' || second.type !== 'code') continue;
    if (!INPUT_THEN_OUTPUT.test(structure.text.slice(intro.position!.start.offset!, intro.position!.end.offset!))) continue;
    producesNext.add(first);
    turnedInto.add(second);
  }
  // two blocks in a row, the first unlabelled, after prose that says neither which ("A barrique losing 2% a year, over six
  // years:"), where the statement reads input: that example's input, then its output (a third block makes no pair)
  if (structure.sections.some((s) => s.kind === 'input')) {
    let section: Kind = null;
    for (let k = 0; k + 1 < top.length; k++) {
      const [node, first, second, third] = [top[k], top[k + 1], top[k + 2], top[k + 3]];
      if (node.type === 'heading' && node.depth <= 2) section = structure.sections.find((x) => x.headingStart === node.position!.start.offset)?.kind ?? null;
      if (section !== null || node.type === 'code' || first.type !== 'code' || second?.type !== 'code' || third?.type === 'code') continue;
      const intro = node.type === 'paragraph' ? structure.text.slice(node.position!.start.offset!, node.position!.end.offset!) : '';
      const kindOf = (code: Code, context: string) => classifyBlock(code, null, context, code.value.split('\n').find((l) => l.trim() !== '') ?? '');
      // (the second may look like output, `count=3`, and still need the first read as its input; a first that is a
      // command line, `gear_table 50,34 11,17,25`, is read as one where it stands)
      const firstWord = /^\s*(\S+)/.exec(first.value)?.[1] ?? '';
      if (TRANSCRIPT.test(first.value) || isProgramWord(firstWord, contract.file)) continue;
      if (kindOf(first, intro) === null && kindOf(second, '') !== 'input') {
        producesNext.add(first);
        turnedInto.add(second);
      }
    }
  }
  for (let k = 0; k + 2 < top.length; k++) {
    const [block, between, after] = [top[k], top[k + 1], top[k + 2]];
    if (block.type !== 'code' || between.type !== 'paragraph' || after.type !== 'code') continue;
    const words = structure.text.slice(between.position!.start.offset!, between.position!.end.offset!);
    if (OUTPUT_INTRO_ONLY.test(words)) producesNext.add(block);
    else if (TURNS_INTO_ONLY.test(words)) {
      producesNext.add(block);
      turnedInto.add(after);
    }
  }
  // a block nothing before it classified, kept until the paragraph after it says what it showed
  let pending: { code: Code; intro: string } | undefined;
  // output examples, merged into the contract once every block has been classified
  const outputs: { example: OutputExample; lines: { text: string; index: number }[]; firstBodyLine: number; guessed: boolean; refused: boolean; named: boolean; shown: ShownBlock }[] = [];
  // every block as written, by the code node it came from (a block read again once the paragraph after it says what it was
  // replaces its first reading)
  const shown = new Map<Code, ShownBlock[]>();
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      if (node.depth <= 2) section = structure.sections.find((s) => s.headingStart === node.position!.start.offset)?.kind ?? null;
      context = '';
      pending = undefined;
      return;
    }
    if (node.type === 'paragraph') {
      context = structure.text.slice(node.position!.start.offset!, node.position!.end.offset!);
      // the block before "Read such a log on standard input ..." or before "gives ..." showed the input, and so did one
      // before a paragraph that goes on to its answer ("the output is:", "so the answer is `trips=1`")
      if (pending && (INTRODUCES_INPUT.test(context) || INTRODUCES_OUTPUT.test(context) || answersBlockBefore(context, pending))) readBlock(pending.code, 'input', '');
      pending = undefined;
      return;
    }
    if (node.type === 'code') {
      pending = undefined;
      const kind = producesNext.has(node) ? 'input' : turnedInto.has(node) ? 'output' : undefined;
      if (!inNotation(node.position!.start.offset!)) readBlock(node, kind ?? section, kind ? '' : context);
      context = '';
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };

  const readBlock = (code: Code, sectionKind: Kind, intro: string): void => {
    // Lines of the block body, with their 1-based statement line: a fenced body starts on the line after its fence, an
    // indented one on its own first line
    const fenced = /^\s*(?:```|~~~)/.test(structure.text.slice(code.position!.start.offset!, code.position!.start.offset! + 8));
    const firstBodyLine = code.position!.start.line + (fenced ? 1 : 0);
    const lines = code.value.split('\n').map((t, index) => ({ text: t.replace(/\r$/, ''), index }));
    const refused = /\b(malformed|invalid|refuse[sd]?|reject(?:s|ed)?|error)\b/i.test(intro);
    const parts: { kind: Kind; lines: typeof lines }[] = [];
    const header = lines.find((l) => l.text.trim() !== '');
    // a displayed formula (`r = Σ(x − x̄)(y − ȳ) / sqrt(...)`) shows neither input nor output
    if (lines.every((l) => l.text.trim() === '' || FORMULA_LINE.test(l.text))) return;
    const columns = header && TWO_COLUMNS.exec(header.text);
    if (header && columns) {
      // a two-column table headed `input   output`: the left column is input, the right its output
      const at = header.text.trimEnd().length - columns[1].length;
      const body = lines.filter((l) => l.index > header.index && l.text.trim() !== '');
      parts.push(
        { kind: 'input', lines: body.map((l) => ({ ...l, text: l.text.slice(0, at).trim() })) },
        { kind: 'output', lines: body.map((l) => ({ ...l, text: l.text.slice(at).trim() })) },
      );
    } else {
      let kind = classifyBlock(code, sectionKind, intro, header?.text ?? '');
      // Labels written inline (`input:   93784` then `output:  {...}`) split the block only when it labels both an input
      // and an output part: a lone `output: 5` is as likely a key of the output itself.
      const labels = lines.map((l) => PART_LABEL.exec(l.text)?.[1] ?? INLINE_PART_LABEL.exec(l.text)?.[2]);
      const inlineLabels = labels.some((x) => x && isInputLabel(x)) && labels.some((x) => x && !isInputLabel(x));
      // a block nothing classifies waits for the paragraph after it (see `pending`)
      if (kind === null && !inlineLabels && !lines.some((l) => PART_LABEL.test(l.text) || TRANSCRIPT.test(l.text))) {
        pending = { code, intro };
        shown.set(code, [{ kind: 'unknown', lines: lines.map((l) => ({ text: l.text, line: firstBodyLine + l.index })) }]);
        return;
      }
      // A transcript (`$ prog < in.txt`) or labelled parts (`Input:` / `Output:`) split the block.
      let currentPart: (typeof parts)[number] = { kind, lines: [] };
      parts.push(currentPart);
      // the column an inline label's text starts at: its part's further lines are indented to it
      let indent = 0;
      // the end of a here-document a transcript's command line opened (`$ ./prog <<EOF`): its lines are the input
      let heredoc: string | null = null;
      for (const l of lines) {
        if (heredoc !== null) {
          if (l.text.trim() === heredoc) {
            heredoc = null;
            currentPart = { kind: 'output', lines: [] };
            parts.push(currentPart);
          } else currentPart.lines.push(l);
          continue;
        }
        const label = PART_LABEL.exec(l.text);
        const inline = inlineLabels ? INLINE_PART_LABEL.exec(l.text) : null;
        if (TRANSCRIPT.test(l.text)) {
          const command = readCommandLine(l.text);
          if (command) heredoc = addCommandLine(command, firstBodyLine + l.index, refused);
          currentPart = { kind: heredoc !== null ? 'input' : 'output', lines: [] };
          parts.push(currentPart);
          indent = 0;
          continue;
        }
        if (label || inline) {
          const name = label?.[1] ?? inline?.[2];
          kind = name !== undefined && isInputLabel(name) ? 'input' : 'output';
          currentPart = { kind, lines: [] };
          parts.push(currentPart);
          indent = inline ? inline[1].length : 0;
          if (inline) currentPart.lines.push({ ...l, text: l.text.slice(indent) });
          continue;
        }
        const lead = /^\s*/.exec(l.text)![0].length;
        currentPart.lines.push(indent > 0 ? { ...l, text: l.text.slice(Math.min(lead, indent)) } : l);
      }
    }
    // only the surrounding prose said this block is output (not a label, a transcript, a column or the fence's info)
    const guessed = parts.length === 1 && !columns && !/\b(output|stdout)\b/i.test(`${code.lang ?? ''} ${code.meta ?? ''}`);
    const blocks: ShownBlock[] = [];
    for (const part of parts) {
      const block: ShownBlock = { kind: part.kind ?? 'unknown', lines: part.lines.map((l) => ({ text: l.text, line: firstBodyLine + l.index })) };
      if (block.lines.some((l) => l.text.trim() !== '')) blocks.push(block);
      if (part.kind === 'output') {
        const example = readOutputExample(part.lines);
        if (example) outputs.push({ example, lines: part.lines, firstBodyLine, guessed, refused, named: !guessed || OUTPUT_WORD.test(lastSentence(intro)), shown: block });
      } else if (part.kind === 'input') addInput(part.lines, firstBodyLine, refused);
    }
    shown.set(code, blocks);
  };

  /** What an example command line publishes: its arguments, and the lines it pipes in. Returns a here-document's terminator. */
  const addCommandLine = (command: CommandLine, line: number, refused: boolean, via = EXAMPLE_COMMAND_LINE): string | null => {
    const ev: Evidence = { loc: { file: contract.file, line, column: 1 }, via };
    if (command.args.length > 0) channelOf(contract, 'args').lines.push(readArgsLine(command.args, ev, refused));
    for (const text of command.stdin ?? []) if (text.trim() !== '') stdinOf(contract).lines.push(readInputLine(text, ev, refused));
    return command.heredoc;
  };

  const addInput = (lines: readonly { text: string; index: number }[], firstBodyLine: number, refused: boolean): void => {
    // comment lines, blank lines and a header row shown in an example input publish that the program skips them
    const skipped = skippedLines(lines.map((l) => l.text.trim()));
    const at = (index: number): Evidence => ({ loc: { file: contract.file, line: firstBodyLine + index, column: 1 }, via: 'example input' });
    const shownBeside = (kind: 'comments' | 'blankLines' | 'header', index: number | undefined) => {
      if (index !== undefined && !refused) (stdinOf(contract)[kind] ??= []).push(at(index));
    };
    const indexOf = (text: string | undefined) => lines.find((l) => l.text.trim() === text)?.index;
    if (skipped.comments.length > 0) shownBeside('comments', indexOf(skipped.comments[0]));
    if (skipped.blank) shownBeside('blankLines', lines.find((l, i) => i > 0 && l.text.trim() === '')?.index);
    if (skipped.header !== undefined) shownBeside('header', indexOf(skipped.header));
    const body = lines.filter((l) => {
      const text = l.text.trim();
      return text !== '' && !(skipped.comments.length > 0 && isCommentLine(text)) && text !== skipped.header;
    });
    if (body.length === 0) return;
    for (const l of body) {
      // a command line shown as input without a prompt (`speeding_fine 50 65`): the program's arguments
      const first = /^\s*(\S+)/.exec(l.text)?.[1] ?? '';
      const command = isProgramWord(first, contract.file) ? readCommandLine(l.text) : null;
      if (command) {
        addCommandLine(command, firstBodyLine + l.index, refused, 'example input');
        continue;
      }
      const ev: Evidence = { loc: { file: contract.file, line: firstBodyLine + l.index, column: 1 }, via: 'example input' };
      if (argumentsOnly && OPTION_TOKEN.test(l.text)) {
        channelOf(contract, 'args').lines.push(optionArgsLine(l.text, ev, refused));
        continue;
      }
      const demand = stdinOf(contract);
      demand.lines.push(readInputLine(l.text, ev, refused));
      if (/\S\t+\S/.test(l.text)) (demand.tabs ??= []).push(ev);
    }
  };

  for (const node of structure.tree.children) visit(node);
  const blocks = [...shown.values()].flat();
  if (blocks.length > 0) contract.blocks = blocks;

  // A statement has one output layout. When a block of bare values was taken for output by its prose alone and another
  // example shows keyed output (key=value, JSON), the bare block is the input that example answers.
  // A block of one line of names (`month,payment,interest`) beside example rows of as many comma-separated values, which
  // do not start with it, names the columns: it is not a line of output.
  const partsOf = (text: string): string[] => text.trim().split(',').map((p) => p.trim());
  const rowWidths = new Set(outputs.flatMap((o) => o.lines.filter((l) => /\d/.test(l.text) && l.text.includes(',')).map((l) => partsOf(l.text).length)));
  const isColumnNames = (o: (typeof outputs)[number]): boolean => {
    const body = o.lines.filter((l) => l.text.trim() !== '');
    if (body.length !== 1) return false;
    const parts = partsOf(body[0].text);
    return parts.length >= 2 && parts.every((p) => /^[A-Za-z_][\w ]*$/.test(p)) && rowWidths.has(parts.length)
      && !outputs.some((x) => x !== o && x.lines.find((l) => l.text.trim() !== '')?.text.trim() === body[0].text.trim());
  };
  for (const o of outputs.filter(isColumnNames)) {
    outputs.splice(outputs.indexOf(o), 1);
    o.shown.kind = 'unknown';
    const line = o.lines.find((l) => l.text.trim() !== '')!;
    const at = o.firstBodyLine + line.index;
    // located in the statement's own line (an indented block's text has lost its indentation)
    const source = structure.text.slice(structure.lineStarts[at - 1], structure.lineStarts[at] ?? structure.text.length);
    let from = 0;
    for (const name of partsOf(line.text)) {
      const column = source.indexOf(name, from);
      from = column + name.length;
      addToken((contract.mentions ??= []), name, { loc: { file: contract.file, line: at, column: column + 1 }, via: 'column name' });
    }
  }
  // a block the prose calls output only sentences before it ("Read one URL and print its parts. The URLs have the
  // shape") gives way to one named output right where it stands ("the output is:") when their layouts differ
  const keyed = (o: (typeof outputs)[number]): boolean => o.example.layout.kind === 'fields' || o.example.layout.kind === 'json';
  const anyKeyed = outputs.some(keyed);
  const isInput = (o: (typeof outputs)[number]): boolean => anyKeyed && !keyed(o) && o.guessed;
  // ... unless that block is itself the input of the keyed one ("like this run on the sheet `3,,5` with the argument ...:")
  const firstNamed = outputs.find((o) => o.named && !isInput(o));
  const givesWay = (o: (typeof outputs)[number]): boolean => firstNamed !== undefined && !o.named && JSON.stringify(o.example.layout) !== JSON.stringify(firstNamed.example.layout);
  for (const o of outputs) {
    if (isInput(o)) {
      addInput(o.lines, o.firstBodyLine, o.refused);
      o.shown.kind = 'input';
      continue;
    }
    if (givesWay(o)) {
      o.shown.kind = 'unknown';
      continue;
    }
    const ev = (line: number, column: number): Evidence => ({ loc: { file: contract.file, line: o.firstBodyLine + line, column }, via: 'example output' });
    if (!contract.layout) contract.layout = { value: o.example.layout, evidence: [ev(o.lines[0]?.index ?? 0, 1)] };
    else if (contract.layout.evidence.every((e) => e.via === 'example output') && JSON.stringify(contract.layout.value) === JSON.stringify(o.example.layout)) {
      contract.layout.evidence.push(ev(o.lines[0]?.index ?? 0, 1));
    }
    for (const f of o.example.fields) mergeExampleField(contract.fields, f, ev(f.line, f.column));
  }
}

/** The columns of a GFM table whose header is one word (or one backticked word), with their cells that hold no digit. */
function readTableColumns(table: Nodes, text: string, at: (o: number) => SourceLocation): { header: string; headerLoc: SourceLocation; values: Demanded<string>[] }[] {
  if (table.type !== 'table') return [];
  const cellText = (cell: Nodes) => text.slice(cell.position!.start.offset!, cell.position!.end.offset!).replace(/^\s*\|?\s*|\s*\|?\s*$/g, '');
  const [head, ...rows] = table.children as Nodes[];
  if (!head || head.type !== 'tableRow') return [];
  const out: { header: string; headerLoc: SourceLocation; values: Demanded<string>[] }[] = [];
  (head.children as Nodes[]).forEach((cell, col) => {
    const header = /^`?([A-Za-z_][\w.-]*)`?$/.exec(cellText(cell))?.[1];
    if (!header) return;
    const values: Demanded<string>[] = [];
    for (const row of rows) {
      const c = row.type === 'tableRow' ? (row.children as Nodes[])[col] : undefined;
      const value = c ? cellText(c).replace(/^`([^`]*)`$/, '$1').trim() : '';
      if (value && isPublishableToken(value)) values.push({ value, evidence: [{ loc: at(c!.position!.start.offset! + Math.max(0, text.slice(c!.position!.start.offset!).indexOf(value))), via: 'table cell' }] });
    }
    out.push({ header, headerLoc: at(cell.position!.start.offset!), values });
  });
  return out;
}

/** An inline `key=value` (or `value=<number>`, `key: value`) in prose: it shows the fields layout and its assign sign. */
const FIELD_IN_PROSE = /^(?:(?:key|name|field)\s*(=|:)\s*value|[A-Za-z_][\w.-]*(=)\S*(?: [A-Za-z_][\w.-]*=\S*)*|[A-Za-z_][\w.-]*(:) (?:\.\.\.|\u2026|[A-Z][A-Z_]*|<[^<>]+>|[\w.-]+))$/;
/** The layout's placeholder itself (`key=value`, `name: value`). */
const FIELD_PLACEHOLDER = /^(?:key|name|field)\s*[=:]\s*value$/;
/** "as two key=value fields", "key=value pairs" written without backticks. */
const FIELDS_IN_PLAIN_PROSE = /\b(?:key|name)(=|:)value (?:fields?|pairs?)\b/i;

/** Prose saying the output is JSON ("The output on standard output is a JSON object", "print the result as JSON"). */
const JSON_IN_PROSE = /\b(?:output|print|prints|write|writes|answer)\b[^.]*\b(?:a|one|as|single) JSON\b|\bJSON (?:object|array|document)\b[^.]*\b(?:output|stdout|printed)\b/i;

/** Prose saying numbers may have a fractional part (see InputDemand.decimals). */
const DECIMAL_INPUT = /\b(?:decimal|real|floating[- ]point) numbers?\b|\bfractional part\b|\b(?:may|can|might) be (?:fractional|decimals?|non-integers?)\b|\b(?:may|can|might) (?:also )?(?:have|contain|include|carry) (?:a )?(?:decimals?|decimal (?:places?|points?|parts?|fractions?)|fractional parts?|fractions?)\b|\bnumbers? with (?:one|two|three|a|\d+) decimals?\b|\bnumbers? with a decimal point\b|\b(?:at most|up to) (?:one|two|three|four|\d+) (?:digits? after the (?:decimal )?point|decimal places?|decimals?)\b/i;
/** A sentence about what the program prints. */
const OUTPUT_VERB = /\b(?:print|prints|printed|output|outputs|answer|answers|write|writes|written|report|reports|rounded|round)\b/i;

/** "`category` is one of the following names, listed from the weakest to the strongest:" at the end of a paragraph. */
const ONE_OF_FOLLOWING = /`([A-Za-z_][\w.-]*)`[^`.]*\bone of the following\b[^.:`]*:\s*$/;
/** Block-level Markdown nodes: the one after a paragraph announcing a list is that list, or it is none. */
const BLOCKS = new Set(['paragraph', 'list', 'heading', 'code', 'table', 'blockquote', 'thematicBreak', 'html']);

/**
 * The backticked words of a paragraph made of nothing else but commas and "and"/"or" (`` `a`, `b` or `c` ``), or of a
 * list whose items are each one backticked word (with an optional gloss after it); empty for anything else.
 */
function listedCodes(node: Nodes): { value: string; offset: number }[] {
  const code = (n: Nodes): { value: string; offset: number } | undefined => (n.type === 'inlineCode' && n.position ? { value: n.value, offset: n.position.start.offset! } : undefined);
  if (node.type === 'paragraph') {
    const out: { value: string; offset: number }[] = [];
    for (const child of node.children) {
      const c = code(child as Nodes);
      if (c) out.push(c);
      else if (!(child.type === 'text' && /^[\s,;.]*(?:(?:and|or)\b[\s,;.]*)?$/.test(child.value))) return [];
    }
    return out;
  }
  if (node.type === 'list') {
    const out: { value: string; offset: number }[] = [];
    for (const item of node.children) {
      const first = item.children[0];
      const c = first?.type === 'paragraph' ? code(first.children[0] as Nodes) : undefined;
      if (!c) return [];
      out.push(c);
    }
    return out;
  }
  return [];
}

/**
 * Input prose saying a line lists values ("listing the round's matches separated by spaces", "space-separated list",
 * "a comma-separated list of"): group 1 names the separator. Values said to be two ("two integers separated by a space")
 * are a count, not a list.
 */
const LIST_OF_INPUT = /(?<!\b(?:two|three|four|five|six|both|\d+)\s+(?:[a-z-]+\s+)?)\b[a-z]+s,?\s+(?:each\s+)?separated\s+by\s+(?:a\s+)?(?:single\s+)?(spaces?|whitespace|commas?)\b|\b(space|whitespace|comma)[- ]separated\s+(?:list|sequence)\b/i;

/** "one line with three positive numbers separated by spaces", "a line holding two integers": a line of N such parts. */
const COUNTED_LINE = /\bline (?:(?:on|of|from) (?:the )?(?:standard input|stdin|input) )?(?:with|of|holding|containing) (two|three|four|five|six) (?:[a-z-]+ )?(numbers|integers|words)\b/i;
const COUNTS = ['two', 'three', 'four', 'five', 'six'];
/** "words ..., one per line" or "one integer per line": each input line holds one token of that kind. */
const ONE_TOKEN_PER_LINE = /\b(words?|integers?|numbers?)\b[^.;:]{0,40}?,? one per line\b|\bone (word|integer|number) per line\b/i;

/**
 * A paragraph about the input: in the input section, or, outside the output section ("one line per input value"),
 * naming the input and no output verb.
 */
function aboutInputText(section: Kind, text: string): boolean {
  if (section === 'input') return true;
  if (section === 'output') return false;
  return /\b(?:input|stdin)\b/i.test(text) && !/\b(print|prints|printed|output|outputs|stdout|answer|answers|write|writes|report|reports)\b/i.test(text);
}

/** Prose about the output's blank lines ("separated by a blank line", "an empty line between reports"). */
const BLANK_LINE_IN_PROSE = /\b(?:blank|empty)\s+lines?\b/i;
const WIDTH_COUNT = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
/**
 * Prose giving the widths or places of the output's columns: "a fixed-width table", "columns 1-10", "10 characters wide",
 * "padded with spaces to 12", "in a field of 6", a table row `| 1-8 | name |`.
 */
const COLUMN_WIDTHS_IN_PROSE = new RegExp(
  [
    String.raw`fixed[-\s](?:width|columns?|positions?|layout)`,
    String.raw`\b(?:columns?|characters?|positions?|chars)\s+${WIDTH_COUNT}\s*(?:[-\u2013]|to|through)\s*${WIDTH_COUNT}`,
    String.raw`${WIDTH_COUNT}[-\s]characters?[-\s]wide`,
    String.raw`${WIDTH_COUNT}[-\s](?:character|char|column)s?[-\s](?:wide|field|column)`,
    String.raw`(?:width|field)\s+of\s+${WIDTH_COUNT}`,
    String.raw`padded\b[^.]{0,60}?\bto\s+${WIDTH_COUNT}\b`,
    String.raw`exactly\s+${WIDTH_COUNT}\s+characters`,
    String.raw`first\s+${WIDTH_COUNT}\s+(?:characters|columns)`,
    String.raw`\|\s*\d+\s*[-\u2013]\s*\d+\s*\|`,
  ].join('|'),
  'i',
);
/** Prose saying numbers are written with leading zeros. */
const PADDING_IN_PROSE = /\bzero[- ]?padded\b|\bpadded with zeros?\b|\bleading zeros?\b|\b(?:two|2|three|3|four|4)[- ]digits?\b|\bHH\b|\bMM\b|\bSS\b|\bhh:mm\b|\bYYYY\b/;

/** Prose that lets a tab separate parts of a line: it names tabs, or says parts are separated by whitespace. */
const TABS_IN_PROSE = /\btabs?\b|\btab[- ](?:separated|delimited)\b|\\t|\bwhitespace\b/i;
/** Prose about comment lines in the input (`#` lines, "comments"). */
const COMMENTS_IN_PROSE = /\bcomments?\b|`#|`\/\/|\b(?:start|begin)(?:s|ning)? with #|#-lines?\b/i;
/** Prose allowing blank lines in the input: "blank lines are ignored", "each line is blank, a comment or ...", values "separated by whitespace". */
const BLANK_INPUT_IN_PROSE = /\bblank\b|\bempty lines?\b|\bwhitespace\b/i;
/** Prose about a header row of the input. */
const HEADER_IN_PROSE = /\bheaders?\b|\bheading (?:row|line)\b|\bcolumn (?:names|headings|titles)\b|\btitle (?:row|line)\b/i;
/** Prose allowing Windows line endings in the input. */
const CRLF_IN_PROSE = /\bCRLF\b|\\r\\n|\bcarriage[- ]returns?\b|\b(?:windows|dos)(?:[- ]style)? line[- ]endings?\b/i;

/** Prose saying the program is given command-line arguments. */
// ... and a command line shown with its operands ("The program is run as `diff OLD NEW`")
/** A paragraph that counts the output's lines or names them by position: "Two lines.", "on the second line". */
const LINES_COUNTED = /\b(?:two|three|four|five|six|\d+) lines\b|\b(?:first|second|third) line\b|\bon (?:its|a) own line\b/i;
/** "Three lines, in this order:", "fields in the following order": the order of the keys named next is published. */
const KEY_ORDER_IN_PROSE = /\bin (?:this|the following|exactly this|that) order\b|\bin the order (?:(?:shown|given|listed) )?(above)\b/i;
const ARGS_IN_PROSE = /\b(?:command[- ]line|arguments?|argv|(?:called|invoked) with)\b|\b(?:run|called|invoked|executed|started|used) as `[^`\s]+ [^`]+`|\b(?:run|called|invoked|executed|started|used) as:?\s*$|^\s*usage:/i;

function readProseAndMentions(structure: StatementStructure, contract: Contract, at: (o: number) => SourceLocation, inNotation: (o: number) => boolean, argumentsOnly: boolean): void {
  const mentions: NonNullable<Contract['mentions']> = [];
  const proseWords = new Map<string, Demanded<string>>();
  const titleWords = new Map<string, Demanded<string>>();
  const separators: NonNullable<Contract['mentionedSeparators']> = [];
  let section: Kind = null;
  const hasOutputSection = structure.sections.some((s) => s.kind === 'output');
  let proseLayout: { assign: string; separator: string | undefined; evidence: Evidence } | undefined;
  let proseLines: { position: number; loc: SourceLocation }[] | undefined;
  let argsSaid = false;
  let proseJson: Evidence | undefined;
  let crlfSaid: Evidence | undefined;
  let tabsSaid: Evidence | undefined;
  const skipSaid: { comments?: Evidence; blankLines?: Evidence; header?: Evidence } = {};
  // ("in the order above" orders the keys written before it; "in this order", those after)
  let keyOrderSaid: { evidence: Evidence; above: boolean } | undefined;
  const proseInputLines: InputLine[] = [];
  const countedInputLines: InputLine[] = [];
  // key definitions with the list (or paragraph) they stand in: a list whose items define values, not keys, is dropped whole
  const defined: { definition: KeyDefinition; group: Nodes }[] = [];
  const placeholders: PlaceholderDefinition[] = [];
  // what is said of a placeholder (`range=R`, "where `R` is ..., printed with two decimals") is said of its key
  const standsFor = placeholderKeys(structure.text);
  const integerKeys: { key: string; evidence: Evidence }[] = [];
  // columns of a table headed by a word (`| semitones | name |`): its values, kept until the keys the statement names are known
  const tableColumns: { header: string; headerLoc: SourceLocation; values: Demanded<string>[] }[] = [];
  let list: Nodes | undefined;
  // "`category` is one of the following names:" then a paragraph or list of backticked words: that key's values
  let followingOf: string | undefined;
  const visit = (node: Nodes): void => {
    const start = node.position?.start.offset;
    if (start !== undefined && inNotation(start)) return;
    if (followingOf !== undefined && BLOCKS.has(node.type)) {
      const key = followingOf;
      followingOf = undefined;
      const codes = listedCodes(node);
      if (codes.length >= 2) {
        let field = contract.fields.find((f) => f.key === key);
        if (!field) contract.fields.push((field = { key, presence: [], required: true, vocabulary: [] }));
        for (const c of codes) addToken(field.vocabulary, c.value, { loc: at(c.offset + 1), via: 'statement prose' });
      }
    }
    if (node.type === 'table') tableColumns.push(...readTableColumns(node, structure.text, at));
    if (node.type === 'heading' && node.depth <= 2) section = structure.sections.find((s) => s.headingStart === start)?.kind ?? null;
    if (node.type === 'list') {
      const outer = list;
      list = node;
      for (const child of node.children) visit(child as Nodes);
      list = outer;
      return;
    }
    if (node.type === 'text') {
      for (const m of node.value.matchAll(/(?<![\p{L}\d_`-])\p{Ll}{2,}(?![\p{L}\d_-])/gu)) {
        if (!proseWords.has(m[0])) proseWords.set(m[0], { value: m[0], evidence: [{ loc: at(start! + m.index), via: 'prose word' }] });
      }
      // a name in title case inside a sentence ("from lowest to highest: High Card, One Pair, ..., Straight")
      for (const m of node.value.matchAll(TITLE_PHRASE)) {
        if (SENTENCE_START.test(node.value.slice(0, m.index)) || titleWords.has(m[0])) continue;
        titleWords.set(m[0], { value: m[0], evidence: [{ loc: at(start! + m.index), via: 'word in title case' }] });
      }
      // a token written in quotes ("none") or in capitals (YES, NO) is shown to the reader as a literal, like a backticked one
      for (const m of node.value.matchAll(/"([^"\s]{1,40})"|\u201c([^\u201d\s]{1,40})\u201d|\b(\p{Lu}{2,}(?:_\p{Lu}+)*)\b/gu)) {
        const word = m[1] ?? m[2] ?? m[3];
        const offset = m[3] !== undefined ? m.index : m.index + 1;
        addToken(mentions, word, { loc: at(start! + offset), via: m[3] !== undefined ? 'word in capitals' : 'quoted word' });
      }
      return;
    }
    // a term set in bold (`**Perfect**: the aliquot sum equals the number`) is shown to the reader as written
    if (node.type === 'strong' && node.children.length === 1 && node.children[0].type === 'text' && /^\p{L}[\p{L}_-]*$/u.test(node.children[0].value)) {
      addToken(mentions, node.children[0].value, { loc: at(start! + 2), via: 'word in bold' });
      return;
    }
    if (node.type === 'inlineCode') {
      // `column=qty count=3` in prose is a line of example output: its fields and values, not loose words
      if (section !== 'input' && /^\s*[A-Za-z_][\w.-]*=\S+(?:\s+[A-Za-z_][\w.-]*=\S+)+\s*$/.test(node.value)) {
        const example = readOutputExample([{ text: node.value, index: 0 }]);
        if (example) {
          // `years=Y months=M days=D`: capital letters standing for the values, not tokens
          const lettered = example.fields.length >= 2 && example.fields.every((f) => /^[A-Z]$/.test(f.value.trim()));
          for (const f of example.fields) {
            mergeExampleField(contract.fields, lettered ? { ...f, value: '...', token: undefined } : f, { loc: at(start! + 1 + f.column - 1), via: 'example output' });
          }
          return;
        }
      }
      // `key=value` / `name: value` names the layout, not a key called `name`
      if (FIELD_PLACEHOLDER.test(node.value.trim())) return;
      // a span of two tokens or more in the Input section (`ICE CREAM`, `0 0`, `MATH101 4 A-`) shows a line of input as
      // written; one with placeholders or an elision (`<name> <score>`, `a b ...`) describes rather than shows
      if (section === 'input' && /\S\s+\S/.test(node.value.trim()) && !/[<>{}[\]]|\.\.\.|\u2026/.test(node.value)) {
        const ev: Evidence = { loc: at(start! + 1), via: BACKTICKED_INPUT_LINE };
        if (argumentsOnly && OPTION_TOKEN.test(node.value)) channelOf(contract, 'args').lines.push(optionArgsLine(node.value, ev, false));
        else stdinOf(contract).lines.push(readInputLine(node.value.trim(), ev, false));
      }
      for (const m of node.value.matchAll(/[^\s=:]+/g)) {
        // (the value of `filled=250` is not a word that runs on from `filled`: see spannedMentions)
        const assigned = /[=:]\s*$/.test(node.value.slice(0, m.index));
        const ev: Evidence = { loc: at(start! + 1 + m.index), via: section === 'input' ? INPUT_MENTION : assigned ? ASSIGNED_MENTION : section === 'output' ? OUTPUT_MENTION : 'backticked word' };
        addToken(mentions, m[0], ev);
      }
      return;
    }
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      const text = structure.text.slice(start!, node.position!.end.offset!);
      if (ARGS_IN_PROSE.test(text)) argsSaid = true;
      if (CRLF_IN_PROSE.test(text)) crlfSaid ??= { loc: at(start! + (CRLF_IN_PROSE.exec(text)?.index ?? 0)), via: 'statement prose' };
      if (TABS_IN_PROSE.test(text)) tabsSaid ??= { loc: at(start! + (TABS_IN_PROSE.exec(text)?.index ?? 0)), via: 'statement prose' };
      // lines a program skips, said anywhere but of the output ("print a header line" says nothing of the input)
      if (section !== 'output') {
        const said = (kind: keyof typeof skipSaid, re: RegExp) => {
          const m = re.exec(text);
          if (m) skipSaid[kind] ??= { loc: at(start! + m.index), via: 'statement prose' };
        };
        said('comments', COMMENTS_IN_PROSE);
        said('blankLines', BLANK_INPUT_IN_PROSE);
        said('header', HEADER_IN_PROSE);
      }
      // "two words of letters, one per line" / "one integer per line" said of the input: each stdin line is one such token
      const flat = text.replace(/\s+/g, ' ');
      if (node.type === 'paragraph') followingOf = ONE_OF_FOLLOWING.exec(flat)?.[1];
      const oneToken = ONE_TOKEN_PER_LINE.exec(flat);
      // ... or said in a clause that names the input ("Read integers from standard input, one per line, and print ...")
      const saidOfInput = oneToken && /\b(?:read|reads|input|stdin)\b[^.;]*$/i.test(flat.slice(0, oneToken.index + oneToken[0].length).split(/[.;]\s/).pop() ?? '');
      if (aboutInputText(section, text) || saidOfInput) {
        const m = oneToken;
        const noun = (m?.[1] ?? m?.[2])?.toLowerCase();
        // "integers written in hexadecimal, one per line" are words of digits and letters (`ff`), not decimal integers
        const inOtherBase = m !== null && /\b(?:hex(?:adecimal)?|binary|octal|base[- ]?\d+)\b/i.test(m[0]);
        const part: Shape = noun?.startsWith('word') || inOtherBase ? { kind: 'word' } : noun?.startsWith('integer') ? { kind: 'integer' } : { kind: 'number' };
        if (noun) proseInputLines.push({ parts: [part], separator: ' ', example: '', evidence: [{ loc: at(start!), via: 'statement prose' }] });
      }
      // "R is a non-negative decimal number", "may carry a fractional part", said in a sentence that is not about the output
      if (section !== 'output') {
        for (const sentence of flat.split(/(?<=[.;])\s+/)) {
          const d = DECIMAL_INPUT.exec(sentence);
          if (d && !OUTPUT_VERB.test(sentence)) ((argumentsOnly ? channelOf(contract, 'args') : stdinOf(contract)).decimals ??= []).push({ loc: at(start! + Math.max(0, text.indexOf(d[0]))), via: 'statement prose' });
        }
      }
      // a line described by the count and kind of its parts is published beside any example (`80 5730 11460` shows
      // integers; "three positive numbers" allows decimals)
      const counted = COUNTED_LINE.exec(flat);
      if (counted && (section === 'input' || saidOfInput || /\b(?:input|stdin)\b/i.test(flat))) {
        const noun = counted[2].toLowerCase();
        const part: Shape = noun === 'words' ? { kind: 'word' } : noun === 'integers' ? { kind: 'integer' } : { kind: 'number' };
        const n = COUNTS.indexOf(counted[1].toLowerCase()) + 2;
        countedInputLines.push({ parts: Array.from({ length: n }, () => ({ ...part })), separator: ' ', example: '', evidence: [{ loc: at(start! + Math.max(0, text.indexOf(counted[0]))), via: 'statement prose' }] });
      }
      const listed = aboutInputText(section, text) || saidOfInput ? LIST_OF_INPUT.exec(flat) : null;
      if (listed) {
        const word = (listed[1] ?? listed[2]).toLowerCase();
        (contract.inputListSeparators ??= []).push({ value: word.startsWith('comma') ? ',' : ' ', evidence: [{ loc: at(start! + Math.max(0, text.indexOf(listed[0]))), via: 'statement prose' }] });
      }
      const found = readProse(text, (offset) => at(start! + offset));
      // Separators said of the input ("one edge per line" in `## Input`) are not the output's.
      // A sentence that tells the program to answer, report or write is about the output, even if it names the input.
      const aboutInput = aboutInputText(section, text);
      if (section !== 'input' && found.lowerCase.length) contract.lowerCase = [...(contract.lowerCase ?? []), ...found.lowerCase.map((loc) => ({ loc, via: 'statement prose' }))];
      if (section !== 'input' && found.header.length) contract.headerSaid = [...(contract.headerSaid ?? []), ...found.header.map((loc) => ({ loc, via: 'statement prose' }))];
      // how values in general are rounded, said in the Output section of no one key ("All amounts are rounded to two decimals")
      if (section === 'output') {
        for (const m of text.matchAll(/[^.;:]+[.;:]?/g)) {
          if (ROUNDING_WORDS.test(m[0]) && !/`[^`]+`/.test(m[0])) (contract.roundingSaid ??= []).push({ loc: at(start! + m.index), via: 'statement prose' });
        }
      }
      if (section !== 'input' && found.ordered.length) {
        const via = section === 'output' ? OUTPUT_SECTION_PROSE : hasOutputSection ? PROSE_BESIDE_OUTPUT_SECTION : 'statement prose';
        contract.orderSaid = [...(contract.orderSaid ?? []), ...found.ordered.map((loc) => ({ loc, via }))];
      }
      if (section !== 'input' && found.sorted.length) contract.sortedLines = [...(contract.sortedLines ?? []), ...found.sorted.map((loc) => ({ loc, via: 'statement prose' }))];
      if (!aboutInput && BLANK_LINE_IN_PROSE.test(text)) (contract.blankLineBlocks ??= []).push({ loc: at(start! + (BLANK_LINE_IN_PROSE.exec(text)?.index ?? 0)), via: 'statement prose' });
      if (!aboutInput && PADDING_IN_PROSE.test(text)) (contract.padding ??= []).push({ loc: at(start! + (PADDING_IN_PROSE.exec(text)?.index ?? 0)), via: 'statement prose' });
      // "- `low`: the SKUs, comma-separated": what a key's own definition says is said of that key alone
      const definitions = aboutInput ? [] : readKeyDefinitions(text, (offset) => at(start! + offset));
      for (const d of definitions) defined.push({ definition: d, group: list ?? node });
      if (!aboutInput) placeholders.push(...readPlaceholderDefinitions(text, (offset) => at(start! + offset)));
      if (!aboutInput) integerKeys.push(...readIntegerKeys(text, (offset) => at(start! + offset)));
      const bound = new Set(definitions.flatMap((d) => d.separators.map((x) => `${x.evidence[0].loc.line}:${x.evidence[0].loc.column}`)));
      if (!aboutInput) separators.push(...found.separators.filter((x) => !bound.has(`${x.evidence[0].loc.line}:${x.evidence[0].loc.column}`)));
      // "print X on the first line and Y on the second line": one value per line, by position
      if (!aboutInput && !proseLines && new Set(found.lines.map((l) => l.position)).size >= 2 && /\b(print|prints|output|outputs|write|writes)\b/i.test(text)) proseLines = found.lines;
      const order = aboutInput ? null : KEY_ORDER_IN_PROSE.exec(text);
      if (order) keyOrderSaid ??= { evidence: { loc: at(start! + order.index), via: 'statement prose' }, above: order[1] !== undefined };
      if (!aboutInput && !proseJson && JSON_IN_PROSE.test(text)) proseJson = { loc: at(start! + Math.max(0, text.indexOf('JSON'))), via: 'statement prose' };
      if (!aboutInput && !proseLayout) {
        // the field separator is the first one said at or after the layout's mention ("`name: value` lines", "separated by spaces")
        const layoutAt = (offset: number, assign: string, evidence: Evidence): typeof proseLayout => {
          const here = at(start! + offset);
          const after = found.separators.find((x) => x.evidence[0].loc.line > here.line || (x.evidence[0].loc.line === here.line && x.evidence[0].loc.column >= here.column));
          // ... or, with none said after it, the paragraph counting the output's lines ("Two lines. The first is `overlap=`")
          const separator = after && (after.value === ' ' || after.value === '\n') ? after.value : LINES_COUNTED.test(text) ? '\n' : undefined;
          return { assign, separator, evidence };
        };
        for (const code of text.matchAll(/`([^`\n]+)`/g)) {
          const m = FIELD_IN_PROSE.exec(code[1].trim());
          if (!m) continue;
          proseLayout = layoutAt(code.index, m[1] ?? m[2] ?? m[3], { loc: at(start! + code.index + 1), via: 'statement prose' });
          // `years=Y months=M days=D` shows its own separator
          if (m[2] && / /.test(code[1].trim())) proseLayout!.separator = ' ';
          break;
        }
        const plain = proseLayout ? null : FIELDS_IN_PLAIN_PROSE.exec(text);
        if (plain) proseLayout = layoutAt(plain.index, plain[1], { loc: at(start! + plain.index), via: 'statement prose' });
      }
      // "rounded to two decimal places": the shape of the key the sentence names, or of the output's value
      if (!aboutInput) {
        for (const p of found.places) {
          const evidence: Evidence = { loc: p.loc, via: 'statement prose' };
          const decimal: Shape = { kind: 'decimal', places: p.places };
          // said without a key ("All amounts are printed with two decimals"): of every value, and of the numbers in lists
          const key = p.key === null ? null : standsFor.get(p.key) ?? p.key;
          const targets = contract.fields.filter((f) => f.key === key);
          if (targets.length === 0) contract.fields.push({ key, presence: [evidence], required: true, vocabulary: [] });
          for (const field of targets.length && key === null ? targets : [contract.fields.find((f) => f.key === key)!]) {
            const s = field.shape?.value;
            const numeric = (e: Shape): boolean => e.kind === 'number' || e.kind === 'decimal' || e.kind === 'integer';
            if (s?.kind === 'list' && !numeric(s.element)) continue; // `alice,760.00,0.00`: which parts are amounts is not said
            field.shape = { value: s?.kind === 'list' ? { ...s, element: decimal } : decimal, evidence: [evidence] };
          }
        }
      }
      for (const alt of found.alternatives) {
        // "`result` is `ok` or `fail`" said of the input names a part of an input line, not an output key
        if (alt.key === null || aboutInput) continue;
        let field = contract.fields.find((f) => f.key === alt.key);
        if (!field) contract.fields.push((field = { key: alt.key, presence: [alt.tokens[0].evidence[0]], required: true, vocabulary: [] }));
        for (const t of alt.tokens) addToken(field.vocabulary, t.value, t.evidence[0]);
      }
      contract.exit.push(...found.exit);
      contract.stderr.push(...found.stderr);
      // said of the input or the output: either way the reader knows the numbers get that large
      if (!aboutInput) for (const l of found.saySo) (contract.saySo ??= []).push({ loc: l, via: 'statement prose' });
      for (const n of found.largeNumbers) (contract.largeNumbers ??= []).push({ ...(n.digits !== undefined ? { digits: n.digits } : {}), evidence: [{ loc: n.loc, via: 'statement prose' }] });
      if (found.caseInsensitive.length > 0) {
        contract.caseInsensitive = [...(contract.caseInsensitive ?? []), ...found.caseInsensitive.map((loc) => ({ loc, via: 'statement prose' }))];
      }
      if (found.inputCaseInsensitive.length > 0) {
        contract.inputCaseInsensitive = [...(contract.inputCaseInsensitive ?? []), ...found.inputCaseInsensitive.map((loc) => ({ loc, via: 'statement prose' }))];
      }
      if (found.caseSensitive.length > 0) contract.caseVariants = [...(contract.caseVariants ?? []), ...found.caseSensitive.map((loc) => ({ loc, via: 'statement prose' }))];
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  for (const node of structure.tree.children) visit(node);
  addDefinedKeys(contract, defined);
  addPlaceholderDefinitions(contract, placeholders, structure.text);
  // "`stitches` and `rows` are whole numbers" says outright what an example only shows
  for (const { key, evidence } of integerKeys) {
    const field = contract.fields.find((f) => f.key === key);
    if (field) sayInteger(field, evidence);
  }
  if (keyOrderSaid) addKeyOrder(contract, keyOrderSaid.evidence, keyOrderSaid.above);
  // a table column headed by a key the statement names lists that key's values (`name`: `unison` ... `octave`)
  const keyedBefore = new Set(contract.fields.map((f) => f.key));
  for (const col of tableColumns) {
    const isKey = keyedBefore.has(col.header);
    // a table whose first column is a key (`| size | bust | waist | hip |`, a row per size) charts that key's values: its
    // other columns are what each value stands for, not keys, unless the statement defines them as keys
    const first = tableColumns.find((c) => c.headerLoc.line === col.headerLoc.line);
    if (!isKey && first && first !== col && keyedBefore.has(first.header)) continue;
    // (named elsewhere: a header in capitals, `ECO`, is a mention of itself)
    // (a word of an input line shown in the Input section, `A-` of `MATH101 4 A-`, names a value of the input, not a key)
    const named = isKey || mentions.some((m) => m.value === col.header && m.evidence.some((e) => e.loc.line !== col.headerLoc.line && e.via !== INPUT_MENTION));
    if (!named) continue;
    let field = contract.fields.find((f) => f.key === col.header);
    if (!field) contract.fields.push((field = { key: col.header, presence: [{ loc: col.headerLoc, via: TABLE_COLUMN }], required: true, vocabulary: [] }));
    for (const v of col.values) addToken(field.vocabulary, v.value, v.evidence[0]);
  }
  if (mentions.length > 0) contract.mentions = [...(contract.mentions ?? []), ...mentions];
  if (proseWords.size > 0) contract.proseWords = [...proseWords.values()];
  if (titleWords.size > 0) contract.titleWords = [...titleWords.values()];
  // Prose that gives each input line as one token publishes that line shape, when no example or notation shows stdin lines.
  if (proseInputLines.length > 0 && !contract.input.some((d) => d.channel === 'stdin' && d.lines.length > 0)) {
    const stdin = contract.input.find((d) => d.channel === 'stdin');
    if (stdin) stdin.lines.push(...proseInputLines);
    else contract.input.push({ channel: 'stdin', lines: proseInputLines });
  }
  if (countedInputLines.length > 0) stdinOf(contract).lines.push(...countedInputLines);
  // Prose that allows CRLF line endings, or lets tabs separate parts, publishes them for standard input (an example input
  // with a tab does too; see readExamples).
  if (crlfSaid) (stdinOf(contract).crlf ??= []).push(crlfSaid);
  if (tabsSaid) (stdinOf(contract).tabs ??= []).push(tabsSaid);
  for (const kind of ['comments', 'blankLines', 'header'] as const) {
    const said = skipSaid[kind];
    if (said) (stdinOf(contract)[kind] ??= []).push(said);
  }
  // Prose that says the program takes command-line arguments publishes the args channel (its shapes stay unknown).
  if (argsSaid && !contract.input.some((d) => d.channel === 'args')) contract.input.push({ channel: 'args', lines: [] });
  if (separators.length > 0) contract.mentionedSeparators = separators;
  // Prose saying the output is JSON ("prints one line holding a JSON object") names the layout; a backticked `e8=Q+`
  // only looks like one.
  if (!contract.layout && proseJson) contract.layout = { value: { kind: 'json' }, evidence: [proseJson] };
  // Prose that shows `key=value` publishes the fields layout (whitespace between fields unless it says one per line),
  // when neither the notation nor an example has shown a layout.
  if (!contract.layout && proseLayout) {
    // `top: V` fields read one to a line; `a=1 b=2` ones share a line
    const separator = proseLayout.separator ?? (proseLayout.assign === ':' ? '\n' : ' ');
    contract.layout = { value: { kind: 'fields', assign: proseLayout.assign, separator }, evidence: [proseLayout.evidence] };
  }
  if (!contract.layout && proseLines) {
    const evidence = (loc: SourceLocation): Evidence => ({ loc, via: 'statement prose' });
    contract.layout = { value: { kind: 'lines' }, evidence: [evidence(proseLines[0].loc)] };
    for (const l of proseLines) {
      if (contract.fields.some((f) => f.key === null && f.position?.value === l.position)) continue;
      contract.fields.push({ key: null, presence: [evidence(l.loc)], required: true, vocabulary: [], position: { value: l.position, evidence: [evidence(l.loc)] } });
    }
  }
}

/** Prose saying a key holds a whole number: its shape, or more evidence for the integer an example shows. */
function sayInteger(field: Field, evidence: Evidence): void {
  if (!field.shape) field.shape = { value: { kind: 'integer' }, evidence: [evidence] };
  else if (field.shape.value.kind === 'integer') field.shape.evidence.push(evidence);
}

/**
 * Prose saying the output's keys come in an order ("Three lines, in this order:") publishes each key's position: the
 * order the keys are defined or shown in after it. Only keys the statement defines or shows after the sentence count;
 * or, for "in the order above", before it.
 */
function addKeyOrder(contract: Contract, said: Evidence, above = false): void {
  const byPlace = (a: Evidence, b: Evidence) => a.loc.line - b.loc.line || a.loc.column - b.loc.column;
  const keyed = contract.fields
    .filter((f) => f.key !== null && f.position === undefined)
    .map((f) => ({ f, first: f.presence.filter((e) => (above ? byPlace(e, said) < 0 && e.loc.file === said.loc.file : byPlace(e, said) > 0)).sort(byPlace)[0] }))
    .filter((k): k is { f: Field; first: Evidence } => k.first !== undefined);
  if (keyed.length < 2) return;
  keyed.sort((a, b) => byPlace(a.first, b.first)).forEach(({ f }, i) => (f.position = { value: i, evidence: [said] }));
}

/**
 * What the prose says of a placeholder (`stops=<s>` ... "where `s` is the number of stations") it says of the key the
 * placeholder stands for: a count is an integer, said outright. A placeholder shown after two keys names neither, unless
 * the paragraph defining it shows it after one of them.
 */
function addPlaceholderDefinitions(contract: Contract, placeholders: readonly PlaceholderDefinition[], text: string): void {
  if (placeholders.length === 0) return;
  const keyOf = placeholderKeys(text);
  for (const p of placeholders) {
    // (a placeholder several keys show, `records=<n>` and `buoys=<n>`, names the one its own paragraph shows)
    const key = p.shownBy.length === 1 ? p.shownBy[0] : p.shownBy.length === 0 ? keyOf.get(p.placeholder) : undefined;
    if (!p.integer || key === undefined) continue;
    const field = contract.fields.find((f) => f.key === key);
    if (field) sayInteger(field, p.integer);
  }
}

/**
 * Publishes the keys the prose defines, with the count shape and separators their descriptions give. A list any of whose
 * items names a value an example shows (`Visa`: starts with 4 ...) lists values, not keys: none of its items is a key.
 */
function addDefinedKeys(contract: Contract, defined: readonly { definition: KeyDefinition; group: Nodes }[]): void {
  // (a value shown as a word of an example's line, `2002 mastitis`, as well as one shown alone; not a key the line
  // shows with its sign, `waitlist: D05`)
  const wordsShown = (line: string) => line.split(/[\s,;]+/).filter((w) => !/[=:]/.test(w));
  const shown = new Set(contract.fields.flatMap((f) => [...f.vocabulary.map((v) => v.value), ...(f.examples ?? []).flatMap((v) => wordsShown(v.value))]));
  const valueLists = new Set(defined.filter((d) => shown.has(d.definition.key)).map((d) => d.group));
  for (const { definition: d, group } of defined) {
    if (valueLists.has(group)) continue;
    let field = contract.fields.find((f) => f.key === d.key);
    if (!field) contract.fields.push((field = { key: d.key, presence: [], required: true, vocabulary: [] }));
    field.presence.push(d.evidence);
    // "the number of ..." says outright what an example only shows (`failed=3`)
    if (d.integer) sayInteger(field, d.integer);
    if (d.separators.length > 0) field.separators = [...(field.separators ?? []), ...d.separators];
  }
}
