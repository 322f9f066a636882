// Reads the fixed prose patterns of a statement: separators, "`yes` or `no`", exit status, stderr and case rules.
import type { Demanded, Evidence, ExitDemand, Separator, SourceLocation, StderrDemand } from '../contract/types.js';

/** What one stretch of prose publishes; `at` gives each item's location from an offset into the stretch. */
export interface ProseFindings {
  separators: Demanded<Separator>[];
  /** Tokens offered as alternatives (`yes` or `no`), with the key they are said of when the sentence names one. */
  alternatives: { key: string | null; tokens: Demanded<string>[] }[];
  exit: ExitDemand[];
  stderr: StderrDemand[];
  caseInsensitive: SourceLocation[];
  /** Where a sentence about the input says its letter case does not matter ("In the input, letters may be upper or lower case"). */
  inputCaseInsensitive: SourceLocation[];
  /** Where the prose says letter case matters ("names are case-sensitive", "differing only in case are different"). */
  caseSensitive: SourceLocation[];
  /** Output lines named by their position ("on the first line ... on the second line"), 0-based, in order of mention. */
  lines: { position: number; loc: SourceLocation }[];
  /** Where the prose says the output is folded to lower case ("Upper-case letters become lower-case"). */
  lowerCase: SourceLocation[];
  /** Where the prose says the output is sorted ("in alphabetical order", "sorted by name"). */
  sorted: SourceLocation[];
  /** Where the prose names a first line before the others ("a header line", "The first line is `min=...`"). */
  header: SourceLocation[];
  /** Where the prose says in any words how lines are ordered ("nearest first", "in the order they are seen", "in date order"). */
  ordered: SourceLocation[];
  /** Decimal places stated ("rounded to two decimal places"), with the one backticked key of the sentence when it has one. */
  places: { key: string | null; places: number; loc: SourceLocation }[];
  /** Numbers said to get large: a count of digits ("a 25-digit one"), or exact big-integer arithmetic without one. */
  largeNumbers: { digits?: number; loc: SourceLocation }[];
  /** Where the prose asks for an answer without giving its words ("If no record matches, say so"). */
  saySo: SourceLocation[];
}

/** The decimal places a short text states ("<kWh/m², two decimals>"), or undefined. */
export function placesIn(text: string): number | undefined {
  const m = FIRST_PLACES.exec(text);
  return m ? countOf(m[1]) : undefined;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const PLACES = /\b(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten) (?:decimal places?|decimals?|digits? after the (?:decimal )?point|places? after the (?:decimal )?point|decimal digits?)\b/gi;
const FIRST_PLACES = new RegExp(PLACES.source, 'i');

/** `2` or `two` as a number. */
function countOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase());
}

const SORTED = /\b(?:sort (?:the |these |those |all |its |their )?(?:\w+ ){0,2}(?:the same way|alphabetically|by (?:the |their |its )?\w+|in \w+ order)|(?:sorted|ordered|listed|printed|arranged)\s+(?:\w+\s+)?(?:alphabetically|by (?:their |its )?\w+|in (?:alphabetical|lexicographic|ascending|descending|increasing|decreasing|sorted) order)|in (?:alphabetical|lexicographic(?:al)?|ascending|descending|increasing|decreasing) (?:\w+ )?order|(?:smallest|largest|first|last|earliest|latest) in (?:byte|alphabetical|lexicographic(?:al)?|dictionary|ASCII|code[- ]point) order|alphabetical(?:ly)? (?:order|sorted)|(?:newest|oldest|latest|earliest|largest|smallest|highest|lowest|biggest|longest|shortest) first)\b/gi;

// any words about an order: a superlative put first ("most frequent first", "oldest comb first", "best first"), an
// order named ("in date order", "in the order they will be seen", "in order of arrival"), or sorting and ranking
const ORDER_SAID = /\b(?:(?:most|least|best|worst|\w+est)(?: [\w-]+){0,3} (?:comes? |goes? )?first|from (?:the )?\w+est to|sort(?! (?:it|them|this|that|things) out)(?:s|ed)?|(?:go|goes|come|comes) first|in (?:[\w-]+ ){0,3}order|order(?:ed)? by|ranks?(?:ed)?|ascending|descending|alphabetical(?:ly)?|increasing|decreasing)\b/gi;

/** The input named as what a sentence is about, not in a phrase of place ("in the input", "of the input"). */
const INPUT_NAMED = /(?<!\b(?:in|of|from|on|to|into) (?:the |its |their )?)\b(?:input|stdin)\b/i;

const HEADER_SAID = /\b(?:header|heading|headings|title line|column (?:names|titles)|first (?:line|row|two lines|three lines))\b/gi;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const NTH_LINE = /\b(?:first|second|third|fourth|fifth)(?= line\b)/gi;

const SEPARATORS: [RegExp, Separator][] = [
  [/\bcomma[- ]separated\b|\bseparated by (?:a )?commas?\b|\bCSV\b/gi, ','],
  [/\bsemicolon[- ]separated\b|\bseparated by (?:a )?semicolons?\b/gi, ';'],
  [/\b(?:space|whitespace|blank)[- ]separated\b|\bseparated by (?:a )?(?:single )?(?:spaces?|whitespace|blanks?)\b|,\s*a (?:single )?space,\s*(?:and|then)\b|\ba (?:single )?space between\b|\bseparat(?:e|ing) [^.;`]{1,50}? by (?:a |one )?(?:single )?space\b|\beach (?:one )?preceded by (?:a |one )?(?:single )?space\b/gi, ' '],
  [/\bone (?:\w+ )?per line\b|(?<=\bone `[^`\n]+` (?:\w+ )?)per line\b|\bon (?:its|their) own lines?\b|\bon separate lines\b|\bnewline[- ]separated\b|\bseparated by newlines?\b|\bprint (?:`[^`\n]+`|\w+) lines\b|`[^`\n]*\w\s*[=:]\s*\w[^`\n]*` lines\b|\bone (?:[\w-]+ ){0,2}?line (?:per|for each|for every) \w+|\bfor (?:every|each) [^.;:]{1,60}?,? (?:prints? |writes? |outputs? )?(?:one|a) line\b|\bone per (?:query|input line|test case|case|item|number|word|name|value)\b|\b(?:two|three|four|five|six) lines\b/gi, '\n'],
];
// ... also as an instruction: "separate words by ` / `", "separating them with `;`"
const LITERAL_SEPARATOR = /\b(?:(?:separated|joined|delimited) (?:by|with)|(?:separate|separating|join|joining) [^.;`]{1,40}? (?:by|with)) `([^`\n]+)`/gi;
const OTHERWISE_ALTERNATIVES = /`([^`\s]+)`\s+(?:if|when|whenever)\b[^`.;]*(?:`[^`]*`[^`.;]*)*?,?\s*(?:and\s+)?(?:otherwise|else)\s+`([^`\s]+)`/g;
const ALTERNATIVES = /`([^`\s]+)`((?:\s*,\s*`[^`\s]+`)*)\s*,?\s+or\s+`([^`\s]+)`/g;
/**
 * A backticked identifier that starts a definition: at a list item's start or after a clause break (`;`, `,`, `and`), followed by a dash or
 * colon, or by a comma and an article ("`rejected`, the number of ..."). A backticked word in running prose is not one.
 */
/** Words that say how a number is rounded or written ("rounded down", "a whole number", "two decimals", "to the nearest"). */
export const ROUNDING_WORDS = /\b(?:round(?:ed|ing|s)?|whole|nearest|truncat\w*|decimals?|places?|integers?|floor(?:ed)?|ceil(?:ing|ed)?|half[- ]up|digits? after)\b/i;

export const DEFINITION_START = /(^\s*|[;,:(]\s*(?:(?:and|then|or)\s+)?|\s(?:and|then)\s+)`([A-Za-z_][\w.]*)(?:=(?:<[^<>`]*>|\.\.\.|\u2026)?)?`(?:(?:\s*\([^()`]*\))?\s*(?:\u2014|\u2013|--?|:)\s+|,\s+(?=(?:the|a|an|how|whether)\b))/g;
/** A backticked key, alone, with a placeholder value (`ph=<value>`, `avg=...`) or with none (`litres=`); group 1 is the key. */
const BACKTICKED_KEY = '`([A-Za-z_][\\w.-]*)(?:[=:](?:<[^<>`]*>|\\.\\.\\.|\u2026)?)?`';
const BACKTICKED_KEYS = new RegExp(BACKTICKED_KEY, 'g');
/** The last backticked key of a text and what follows it (group 2). */
const LAST_BACKTICKED_KEY = new RegExp(`${BACKTICKED_KEY}([^\`]*)$`);
/**
 * Keys listed just before what is said of them all ("`fspl_db`, `cn0_dbhz` and `margin_db` as numbers rounded to", "`min`
 * and `max` are written with"): group 1 is the list.
 */
const LISTED_KEY = BACKTICKED_KEY.replace('`(', '`(?:');
const KEY_LIST_BEFORE = new RegExp(`((?:${LISTED_KEY}\\s*,\\s*)*${LISTED_KEY},?\\s+(?:and|or)\\s+${LISTED_KEY})\\s+(?:(?:are|as|is)\\s+)?(?:[a-z]+\\s+){0,3}(?:rounded\\s+to|to|with|in)\\s+$`);
/** "- `tmin`, `tmax`, `tmean`: lowest, highest and mean temperature ..., one decimal": the keys a definition is of, together. */
const KEY_LIST_HEAD = new RegExp(`^\\s*((?:${LISTED_KEY}\\s*,\\s*)+(?:(?:and|or)\\s+)?${LISTED_KEY})\\s*(?:\u2014|\u2013|--?|:)\\s`);
/** "one of alkali metal, alkaline earth metal, ..., or noble gas": plain words listed as the values a key takes. */
// (a comma, or `or`/`and`, parts the alternatives: a bare space between them would split "a loan is sent twice, a return
// names a loan" into phrases in exponentially many ways before failing)
const ONE_OF_PLAIN = /\bone of ((?:[a-z][a-z-]*(?: [a-z][a-z-]*){0,3})(?:(?:, (?:or |and )?| (?:or|and) )[a-z][a-z-]*(?: [a-z][a-z-]*){0,3}){2,})(?=[.;:)]|$)/g;
// a definition's dash counts like its colon: "`parity` — `even` or `odd`"
const KEY_BEFORE = /`([A-Za-z_][\w.-]*)`\s*(?:is|are|as|must be|should be|reads|equals|:|=|\(|\u2014|\u2013|--?)?\s*(?:either\s*)?$/;
const EXIT_NONZERO = /\b(?:exit(?:s|ing)? with (?:an? )?(?:non-?zero|nonzero|failing|failure|error) (?:exit )?(?:status|code)|(?:non-?zero|nonzero|failing|failure|error) exit (?:status|code))\b/gi;
const EXIT_NUMBER = /\b(?:exit(?:s|ing)? with (?:an? )?(?:exit )?(?:status|code) (?:of )?`?(\d+)`?|exit (?:status|code) (?:of |is |must be |should be )?`?(\d+)`?)/gi;
const STDERR_NONEMPTY = /\b(?:print|write|report|output|emit|log)s? (?!nothing\b|anything\b)(?:an? )?(?:(?:[\w-]+ ){0,3}?(?:error|message|diagnostic)[^.]*?|(?:[\w-]+ ){0,3}?)\b(?:to|on) (?:`?stderr`?|standard error)|\b(?:an? )?(?:error )?(?:message|diagnostic)s? (?:goes|go|is written|are written|is printed|are printed) (?:to|on) (?:`?stderr`?|standard error)/gi;
/** "the message `stack underflow at L` (...) is written to standard error": the text stderr holds, named before the verb. */
// ... or printed by name: "print `no diners` on standard error", "print `line <k>: ` followed by a short explanation to
// standard error"
const STDERR_NAMED = /\b(?:message|text|line|word)\s+`([^`\n]+)`[^.]*?\b(?:is|are|gets?) (?:written|printed|sent|reported|shown) (?:to|on) (?:`?stderr`?|standard error)|\b(?:print|write|report|output|emit)s?\s+`([^`\n]+)`(?:\s+\([^)]*\)|\s+followed by[^.`]*?)?\s+(?:to|on)\s+(?:`?stderr`?|standard\s+error)/gi;
/**
 * A stderr message said to repeat what was fed: "naming the offending argument", "that quotes the bad line", "naming the
 * farm" (naming anything names something fed).
 */
const NAMES_INPUT = /\b(?:nam(?:es|ing)\s+(?:the|each|every|its|that|which)\b|(?:mention(?:s|ing)|quot(?:es|ing)|echo(?:es|ing)|repeat(?:s|ing)|contain(?:s|ing)|includ(?:es|ing)|gives|giving)\s+(?:the\s+|each\s+|every\s+)?(?:[\w-]+\s+){0,2}?(?:argument|input|line|value|token|word|field|entry|item|record)s?\b)/i;
/** "a message that includes the number of the offending line", "with its line number": a line number of the input. */
const NAMES_LINE_NUMBER = /\bline numbers?\b|\bnumber of the (?:[\w-]+ ){0,2}?line\b/i;
/** Where a sentence sends something to stderr, in any words: "on standard error", "standard error says". */
const STDERR_PLACE = /\b(?:to|on|in|onto)\s+(?:`?stderr`?|(?:the\s+)?standard\s+error)\b|\b(?:`?stderr`?|standard\s+error)\s+(?:says|shows|gets|holds|receives|reads|explains)\b/gi;
/** A clause saying nothing goes there ("nothing is written on standard error", "does not print to stderr", "no error text"). */
const STDERR_DENIED = /\b(?:nothing|not|never|without|neither|nor)\b|n't\b|\bno\s+(?:[\w-]+\s+)?(?:message|output|text|diagnostic|line)s?\b/i;
/** "... on standard error is ignored": what goes there does not matter. */
const STDERR_IGNORED = /^\s*(?:is|are)\s+(?:ignored|not (?:checked|read|judged))|^\s*(?:does not|doesn't) matter/i;
/** The text a stderr message is said to hold: "starting with `error:`", "such as `line 2: ...`", "the line `line N: refused`". */
const STDERR_TEXT = /\b(?:starting|beginning|starts|begins|containing|contains|saying|says|with|such as|like|reading|reads|line|message|text)\s+(?:with\s+)?(?:the\s+(?:line|message|text|word)\s+)?`([^`\n]+)`/;
const STDERR_EMPTY = /\bnothing (?:to|on) (?:`?stderr`?|standard error)|\b(?:`?stderr`?|standard error) (?:must|should|will) (?:be|stay|remain) empty|\b(?:do not|don't|never) (?:print|write) (?:anything )?to (?:`?stderr`?|standard error)/gi;
/** "Upper-case letters become lower-case", "printed in lower case": the output is folded to lower case. */
/** "a 25-digit denominator", "at most 18 digits", "up to 1,000 digits" (not "two digits after the point": that is places). */
const DIGIT_COUNT = /\b(\d{1,3}(?:,\d{3})+|\d+)[- ](?:decimal )?digits?\b(?! after\b)/gi;
/** Prose telling the reader that numbers outgrow machine integers: big integers, arbitrary precision, no overflow. */
const BIG_EXACT = /\b(?:arbitrary[- ]precision|in full,?\s+(?:as\s+an?\s+(?:plain\s+)?(?:decimal\s+)?integer|(?:in\s+)?decimal)|(?:numbers?|integers?|counts?|results?|values?|totals?)\b[^.:]{0,60}?\b(?:written|printed|given)(?:\s+out)?\s+in\s+full(?!\s*:)|arbitrarily (?:large|long|big)|big[- ]?(?:integers?|ints?|nums?)|bignums?|exact (?:integer |rational |big[- ]?integer )?arithmetic|(?:no|without) (?:integer )?overflow|(?:exceeds?|beyond|past|larger than|more than fits? in) (?:a |the )?(?:signed |unsigned )?64[- ]bits?)\b/gi;
/** "If no record matches, say so." / "report this." : an answer asked for, its words not given. */
const SAY_SO = /\b(?:say|report|indicate|state|signal)(?:s|ing)? (?:so|this|that)(?=\s*[.;,)]|\s*$)/gi;
// ... or as an instruction: "Lower-case the scheme and the host", "lowercase every word"
const LOWER_CASE_OUTPUT = /\b(?:becomes?|are|is|converted to|turned into|made|printed in|written in|output in|folded to)\s+lower[- ]?case\b|\blower[- ]?cased\b|(?:^|[.:;]\s+|\*\*\s*)lower[- ]?case (?:the|every|each|all)\b/gi;
const CASE = /\bcase[- ]insensitive(?:ly)?\b|\bin (?:any|either) (?:letter )?case\b|\bcase (?:does not|doesn't|do not|don't) matter\b|\bregardless of (?:letter )?case\b|\bignor(?:e|es|ed|ing) (?:the )?(?:letter )?case\b|\bignor(?:e|es|ed|ing) upper[/ -]?(?:and |or )?lower[- ]?case\b|\bwithout regard (?:to|for) (?:letter )?case\b|\b(?:upper|lower)[- ]?(?:case)?(?: letters)? and (?:upper|lower)[- ]?case(?: letters)? (?:are|is) (?:treated |handled |considered |counted )?(?:alike|the same|equal(?:ly)?|equivalent)\b|\bnot case[- ]sensitive\b|\b(?:upper|lower)[- ]?case or (?:upper|lower)[- ]?case\b|\b(?:upper|lower) or (?:upper|lower)[- ]?case\b|\bin any (?:mix|mixture|combination) of (?:upper|lower)[- ]?(?:case )?and (?:upper|lower)[- ]?case\b/gi;

/** Prose saying letter case matters: a rule for two spellings of one word as much as "case-insensitive" is. */
const CASE_SENSITIVE = /\bcase[- ]sensitive(?:ly)?\b|\b(?:lower|upper)[- ]?case(?: letters?)? (?:are|is) (?:not (?:accepted|allowed|valid)|invalid|rejected|refused)\b|\b(?:invalid|rejected|refused|not valid|not accepted)\b[^.;]{0,80}?\b(?:lower|upper)[- ]?case\b|\b(?:differ|differing|that differ) only in (?:letter )?case\b|\bexact(?:ly)? (?:as written|including (?:letter )?case)\b|\bletter case (?:matters|counts|is significant|included)\b|\bincluding letter case\b|\bcase (?:matters|is significant)\b/gi;

/** Reads one paragraph (raw Markdown source, backticks included). `loc(offset)` maps an offset of `text` to a location. */
export function readProse(source: string, sourceLoc: (offset: number) => SourceLocation): ProseFindings {
  // A line wrap inside a paragraph is a space to a reader ("exit with a\nnon-zero status"): patterns run on the text with
  // each run of whitespace collapsed to one space, and offsets are mapped back to the source.
  const { text, origin } = collapseWhitespace(source);
  const loc = (offset: number): SourceLocation => sourceLoc(origin[offset] ?? source.length);
  const out: ProseFindings = { separators: [], alternatives: [], exit: [], stderr: [], caseInsensitive: [], inputCaseInsensitive: [], caseSensitive: [], lines: [], places: [], sorted: [], ordered: [], header: [], lowerCase: [], largeNumbers: [], saySo: [] };
  const via = 'statement prose';
  for (const [re, sep] of SEPARATORS) {
    for (const m of text.matchAll(re)) out.separators.push({ value: sep, evidence: [{ loc: loc(m.index), via }] });
  }
  for (const m of text.matchAll(LITERAL_SEPARATOR)) out.separators.push({ value: m[1], evidence: [{ loc: loc(m.index), via }] });
  for (const m of text.matchAll(ALTERNATIVES)) {
    const raw = [m[1], ...[...m[2].matchAll(/`([^`\s]+)`/g)].map((x) => x[1]), m[3]];
    let key: string | null = KEY_BEFORE.exec(sentenceBefore(text, m.index))?.[1] ?? null;
    let tokens = raw;
    // `connected=yes` or `connected=no`: the key is in the tokens themselves
    const pairs = raw.map((t) => /^([A-Za-z_][\w.-]*)[=:](.+)$/.exec(t));
    if (pairs.every((p) => p && p[1] === pairs[0]![1])) {
      key = pairs[0]![1];
      tokens = pairs.map((p) => p![2]);
    }
    let offset = m.index;
    out.alternatives.push({
      key,
      tokens: tokens.map((t, i) => {
        offset = text.indexOf('`' + raw[i], offset);
        return { value: t, evidence: [{ loc: loc(offset + 1), via }] };
      }),
    });
  }
  // "`yes` if the block starts at seat 1, otherwise `no`": two values offered by their conditions
  for (const m of text.matchAll(OTHERWISE_ALTERNATIVES)) {
    const key = KEY_BEFORE.exec(sentenceBefore(text, m.index))?.[1] ?? null;
    const second = m.index + m[0].lastIndexOf('`' + m[2] + '`');
    out.alternatives.push({ key, tokens: [{ value: m[1], evidence: [{ loc: loc(m.index + 1), via }] }, { value: m[2], evidence: [{ loc: loc(second + 1), via }] }] });
  }
  for (const m of text.matchAll(ONE_OF_PLAIN)) {
    const key = KEY_BEFORE.exec(sentenceBefore(text, m.index))?.[1] ?? null;
    // only a list said of a key (a definition's values); words listed in passing publish no token; "one of the following
    // names, listed from the weakest to the strongest:" announces a list, it is none
    if (key === null || /^the following\b/.test(m[1])) continue;
    const start = m.index + m[0].indexOf(m[1]);
    let offset = start;
    const tokens = m[1].split(/,? (?:or|and) |, /).map((t) => t.trim()).filter(Boolean).map((t) => {
      offset = text.indexOf(t, offset);
      return { value: t, evidence: [{ loc: loc(offset), via }] };
    });
    out.alternatives.push({ key, tokens });
  }
  for (const m of text.matchAll(EXIT_NONZERO)) out.exit.push(situated<ExitDemand>({ status: 'nonzero', evidence: [{ loc: loc(m.index), via }] }, text, m.index));
  for (const m of text.matchAll(EXIT_NUMBER)) out.exit.push(situated<ExitDemand>({ status: Number(m[1] ?? m[2]), evidence: [{ loc: loc(m.index), via }] }, text, m.index));
  // sentences that already said what goes to stderr, by where they start
  const stderrSaid = new Set<number>();
  for (const m of text.matchAll(STDERR_NONEMPTY)) {
    stderrSaid.add(sentenceStart(text, m.index));
    // (from where it says stderr: "print nothing on standard output and write an error to stderr" matches from `output`)
    if (deniedBefore(text, m.index + m[0].length)) continue;
    out.stderr.push(situated<StderrDemand>(stderrMessage(text, m.index + m[0].length - 1, loc(m.index), m[0]), text, m.index));
  }
  for (const m of text.matchAll(STDERR_NAMED)) {
    stderrSaid.add(sentenceStart(text, m.index));
    out.stderr.push(situated<StderrDemand>({ expect: 'matches', pattern: m[1] ?? m[2], evidence: [{ loc: loc(m.index), via }] }, text, m.index));
  }
  // any other sentence sending something to stderr in its own words ("explain the refusal on standard error", "print a
  // line starting with `error:` on standard error") publishes a message there
  for (const m of text.matchAll(STDERR_PLACE)) {
    const start = sentenceStart(text, m.index);
    if (stderrSaid.has(start)) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (deniedBefore(text, m.index) || STDERR_IGNORED.test(after)) continue;
    stderrSaid.add(start);
    out.stderr.push(situated<StderrDemand>(stderrMessage(text, m.index, loc(m.index)), text, m.index));
  }
  for (const m of text.matchAll(STDERR_EMPTY)) out.stderr.push(situated<StderrDemand>({ expect: 'empty', evidence: [{ loc: loc(m.index), via }] }, text, m.index));
  for (const m of text.matchAll(PLACES)) {
    // "at most two digits after the point" bounds a value; it fixes no number of places
    if (/\b(?:at most|up to|no more than|fewer than|less than|maximum of)\s+$/i.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const n = countOf(m[1]);
    // a key is backticked alone or with a placeholder value (`ph=<value>`); one only in a later clause ("...; `0.0` when
    // the line is `none`") is not what the places are said of
    const sentence = sentenceAround(text, m.index);
    const sentenceStart = text.lastIndexOf('. ', m.index) + 1;
    const clauseEnd = text.slice(m.index, sentenceStart + sentence.length).indexOf(';');
    const said = clauseEnd < 0 ? sentence : text.slice(sentenceStart, m.index + clauseEnd);
    const keys = [...new Set([...said.matchAll(BACKTICKED_KEYS)].map((k) => k[1]))];
    // several keys in one sentence: the one whose own parenthesis says it ("`cost` (in euros with two decimals)")
    // ... or else the last key before it in its clause ("Report `r`, rounded to three decimal places, and `strong`"; "the
    // field `torque`, the net torque in N·m, ..., rounded to two decimal places"), unless it is said of several ("each")
    const clauseStart = Math.max(text.lastIndexOf('. ', m.index), text.lastIndexOf('; ', m.index)) + 1;
    // (a key named in a closed aside, "(total cost divided by `filled`)", is not what the clause is about)
    const lastKey = LAST_BACKTICKED_KEY.exec(text.slice(clauseStart, m.index).replace(/\([^()]*\)/g, (aside) => ' '.repeat(aside.length)));
    const attached = lastKey && !/\b(?:each|both|all|every|them|they)\b/i.test(lastKey[2]) ? lastKey[1] : undefined;
    // ... or the key whose definition the sentence is ("- `force` — the peak force `F` in kN, rounded to one decimal")
    const defined = [...text.slice(sentenceStart, m.index).matchAll(DEFINITION_START)].at(-1)?.[2];
    const own = keys.length > 1 ? (/`([A-Za-z_][\w.-]*)`\s*\([^()`]*$/.exec(text.slice(0, m.index))?.[1] ?? defined ?? attached) : undefined;
    // ... or every key of a list the places are said of together
    const listed = keys.length > 1 ? KEY_LIST_BEFORE.exec(text.slice(clauseStart, m.index)) ?? KEY_LIST_HEAD.exec(text.slice(sentenceStart, m.index)) : null;
    if (listed) {
      for (const k of listed[1].matchAll(BACKTICKED_KEYS)) out.places.push({ key: k[1], places: n, loc: loc(m.index) });
      continue;
    }
    out.places.push({ key: keys.length === 1 ? keys[0] : own ?? null, places: n, loc: loc(m.index) });
  }
  for (const m of text.matchAll(DIGIT_COUNT)) out.largeNumbers.push({ digits: Number(m[1].replace(/,/g, '')), loc: loc(m.index) });
  for (const m of text.matchAll(BIG_EXACT)) out.largeNumbers.push({ loc: loc(m.index) });
  for (const m of text.matchAll(SAY_SO)) out.saySo.push(loc(m.index));
  // said of the output when its own sentence does not name the input (whatever else the paragraph says)
  const ofOutput = (index: number): boolean => !/\b(?:input|stdin)\b/i.test(sentenceAround(text, index));
  for (const m of text.matchAll(LOWER_CASE_OUTPUT)) if (ofOutput(m.index)) out.lowerCase.push(loc(m.index));
  // case said not to matter in a sentence about the input relaxes how the input is read, not what the output must be
  for (const m of text.matchAll(CASE)) (ofOutput(m.index) ? out.caseInsensitive : out.inputCaseInsensitive).push(loc(m.index));
  for (const m of text.matchAll(CASE_SENSITIVE)) out.caseSensitive.push(loc(m.index));
  // an order is the input's when the sentence names the input before it ("The input lines are sorted by time"), not when
  // the order refers to the input ("Pairs are ordered by the position of the first route in the input")
  // ... nor when the input is only named in a phrase of place ("one object per teacher who appears in the input, sorted")
  const inputsOrder = (index: number) => INPUT_NAMED.test(text.slice(text.lastIndexOf('. ', index) + 1, index));
  for (const m of text.matchAll(SORTED)) if (!inputsOrder(m.index)) out.sorted.push(loc(m.index));
  for (const m of text.matchAll(ORDER_SAID)) if (!inputsOrder(m.index)) out.ordered.push(loc(m.index));
  for (const m of text.matchAll(HEADER_SAID)) out.header.push(loc(m.index));
  for (const m of text.matchAll(NTH_LINE)) out.lines.push({ position: ORDINALS.indexOf(m[0].toLowerCase()), loc: loc(m.index) });
  return out;
}

/** `text` with every whitespace run made one space; `origin[i]` is the source offset of `text[i]`. */
function collapseWhitespace(source: string): { text: string; origin: number[] } {
  const chars: string[] = [];
  const origin: number[] = [];
  let previousWs = false;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    const ws = c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0;
    if (ws && previousWs) continue;
    previousWs = ws;
    chars.push(ws ? ' ' : source[i]);
    origin.push(i);
  }
  return { text: chars.join(''), origin };
}

/**
 * What a sentence sending a message to stderr (at `index`) says it holds: the text its clause backticks after "starting
 * with", "such as", "the line" and the like (`matches`), else a message, which may repeat what was fed ("naming the
 * farm", "that contains its line number").
 */
function stderrMessage(text: string, index: number, at: SourceLocation, head = ''): StderrDemand {
  // (in the words that send it there, anything may come between: "a message containing the code `E1` to standard error")
  const said = STDERR_TEXT.exec(clauseAround(text, index))?.[1] ?? /\b(?:starting|beginning|starts|begins|containing|contains|saying|with)\b[^`]*`([^`\n]+)`/.exec(head)?.[1];
  const evidence: Evidence[] = [{ loc: at, via: 'statement prose' }];
  if (said !== undefined && !/^(?:stderr|stdout)$/i.test(said)) return { expect: 'matches', pattern: said, evidence };
  const demand: StderrDemand = { expect: 'nonempty', evidence };
  const sentence = sentenceAround(text, index);
  if (NAMES_INPUT.test(sentence) || NAMES_LINE_NUMBER.test(sentence)) demand.namesInput = true;
  return demand;
}

/**
 * The clause of its sentence around `index`, between commas or semicolons outside backticks: "(such as `$` or `#`), print
 * nothing on standard output, report the problem on standard error" -> "report the problem on standard error".
 */
function clauseAround(text: string, index: number): string {
  const sentence = sentenceStart(text, index);
  const end = text.indexOf('. ', index);
  const stop = end === -1 ? text.length : end;
  let start = sentence;
  let inCode = false;
  let cut = stop;
  for (let i = sentence; i < stop; i++) {
    const ch = text[i];
    if (ch === '`') inCode = !inCode;
    else if (!inCode && (ch === ',' || ch === ';')) {
      if (i < index) start = i + 1;
      else {
        cut = i;
        break;
      }
    }
  }
  return text.slice(start, cut);
}

/** True when the words of its clause before `index` deny what follows ("The program does not write to stderr"). */
function deniedBefore(text: string, index: number): boolean {
  return STDERR_DENIED.test(text.slice(sentenceStart(text, index), index).split(/[,;:]|\b(?:and|but|then|or)\b/).pop()!);
}

/** Where the sentence around `index` starts. */
function sentenceStart(text: string, index: number): number {
  return text.lastIndexOf('. ', index) + 1;
}

/** The sentence around `index`. */
function sentenceAround(text: string, index: number): string {
  const start = sentenceStart(text, index);
  const end = text.indexOf('. ', index);
  return text.slice(start, end === -1 ? text.length : end);
}

function sentenceBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n\n'));
  return before.slice(start + 1);
}

/** Adds the situation a sentence puts its demand in ("On a malformed line, exit with ..." -> `a malformed line`). */
function situated<T extends { when?: string }>(item: T, text: string, index: number): T {
  const sentenceStart = Math.max(text.lastIndexOf('. ', index) + 1, text.lastIndexOf('\n\n', index) + 1, 0);
  const end = text.indexOf('.', index);
  const sentence = text.slice(sentenceStart, end === -1 ? text.length : end).replace(/\s+/g, ' ').trim();
  const lead = /^(?:if|when|on|for|given)\s+([^,;]+),/i.exec(sentence);
  const tail = /\b(?:if|when)\s+([^,.;]+)/i.exec(text.slice(index, end === -1 ? text.length : end).replace(/\s+/g, ' '));
  const situation = lead?.[1] ?? tail?.[1];
  if (situation) item.when = situation.trim();
  return item;
}
