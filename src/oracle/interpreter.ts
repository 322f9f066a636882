// The stdout-flow abstract interpreter: walks an oracle's ESTree, follows program output through helpers to assertions.
import type { Layout, SourceLocation } from '../contract/types.js';
import type { DeclaredHelper } from '../config/schema.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { nodePosition, type AstNode } from './parse.js';
import { Collector, MAX_BUILT_TEXTS, type CheckCtx, type LayoutRec } from './collector.js';
import { foldBinary, foldStringMethod, MAX_STRING } from './fold.js';
import { compareValues, regexPredicate, sink } from './predicates.js';
import { isBlankLineSeparator, keyedGroupOf, keyAtLineStart, keyValueRegex, literalKeyRegex, normaliseSeparator } from './regex-info.js';
import { coversEveryNumber } from './tautology.js';
import { sketchOf, sketchParts, UNFOLDED } from './sketch.js';
import {
  anyTainted, constant, constTruthy, isStdoutText, isTainted, join, KEY_AND_SIGN, KEY_PREFIX, UNKNOWN,
  type AbstractValue, type ArrValue, type Binding, type Env, type FieldsLayout, type FnValue, type MatchValue, type NumValue,
  type ModuleCtx, type ObjValue, type BuiltinValue, type PredValue, type ProcValue, type RunInfo, type SplitList, type TextValue, type MappedList,
  type SortMark, type ConstValue, type FoldMark, type RoundMark, type UnknownValue, type JoinedList,
} from './values.js';

/** How the interpreter reaches the modules an oracle imports. */
export interface ModuleHost {
  /** The parsed module for a relative specifier, or null when it is not a local module. Throws OracleParseError when it does not parse. */
  load(fromFileRel: string, specifier: string): { fileRel: string; program: AstNode } | null;
  /** Declared helpers (config `helpers`), by imported name. */
  helpers: Record<string, DeclaredHelper>;
  /** A problem to report without stopping (an unreadable helper module). */
  problem(kind: 'unreadable-helper' | 'unsupported' | 'parse-error', message: string, loc: SourceLocation): void;
}

const MAX_STEPS = 1_500_000;
/**
 * Steps loops run for real may take over a whole oracle, on top of MAX_STEPS: a model computing a 4,600-digit count by
 * dynamic programming over 100,000 amounts takes about 5 million.
 */
const CONCRETE_STEPS = 8_000_000;
/** Iterations a loop of plain arithmetic is run for real before it is widened instead. */
const MAX_LOOP_ITERATIONS = 100_000;

const PURE_CALLS = new Set(['BigInt', 'Number', 'String']);
/** Methods of strings and numbers that only compute (`String(i).padStart(5, '0')` naming the i-th record). */
const PURE_METHODS = new Set(['padStart', 'padEnd', 'toString', 'toFixed', 'toPrecision', 'slice', 'substring', 'repeat', 'toUpperCase',
  'toLowerCase', 'trim', 'charAt', 'charCodeAt', 'codePointAt', 'indexOf', 'includes', 'startsWith', 'endsWith', 'at']);

/** `a[i]`: an item of a local array, by a computed index. */
function isIndexedTarget(n: AstNode | null): n is AstNode {
  return n?.type === 'MemberExpression' && n.computed && n.object.type === 'Identifier';
}

/**
 * True when `n` only computes: arithmetic on identifiers and literals, `x.length`, template literals, `Math.*` and
 * `BigInt()`/`Number()`/`String()`, and calls of functions (`rand(1, 6)`) or of a local object's methods (`rng.int(1, 6)`,
 * asked as `rng.int`) `pureFn` vouches for. Each variable it assigns is passed to
 * `assign`; `inFunction` also allows what a function body holds (local declarations, returns). Given `push`, a loop
 * body may also use an array variable, whose name is passed to it: append to it (`cmds.push(\`union ${i} ${i + 1}\`)`),
 * read it by index (`fib[i - 1]`) or write it by index (`w[e] = w[e - 2] + w[e - 3]`, a shuffle's `[a[i], a[j]] = [a[j],
 * a[i]]`). String methods that only compute (`String(i).padStart(5, '0')`) and records of computed values (`{ name, hours:
 * 0.5 }`) are allowed too.
 */
function computesOnly(n: AstNode | null | undefined, pureFn: (name: string) => boolean, assign: (name: string) => void, inFunction: boolean, push?: (name: string) => void): boolean {
  const ok = (x: AstNode | null | undefined): boolean => computesOnly(x, pureFn, assign, inFunction, push);
  if (!n) return true;
  switch (n.type) {
    case 'Identifier': case 'Literal': case 'BreakStatement': case 'ContinueStatement': case 'EmptyStatement':
      return true;
    case 'ExpressionStatement': case 'ParenthesizedExpression': case 'TSAsExpression': case 'TSNonNullExpression':
      return ok(n.expression);
    case 'BlockStatement': {
      if (inFunction) return (n.body as AstNode[]).every(ok);
      // a loop body's own variables (`let w = 0n;` in `for (...) { let w = 0n; ... }`) are made afresh each iteration
      const own = new Set<string>();
      for (const st of n.body as AstNode[]) {
        if (st.type === 'VariableDeclaration') for (const d of st.declarations as AstNode[]) if (d.id.type === 'Identifier') own.add(d.id.name);
      }
      if (!own.size) return (n.body as AstNode[]).every(ok);
      const inner = (x: AstNode): boolean => computesOnly(x, pureFn, (name) => own.has(name) || assign(name), false, push);
      return (n.body as AstNode[]).every((st) => st.type === 'VariableDeclaration'
        ? (st.declarations as AstNode[]).every((d) => d.id.type === 'Identifier' && inner(d.init))
        : inner(st));
    }
    case 'ReturnStatement':
      return inFunction && ok(n.argument);
    case 'VariableDeclaration':
      return inFunction && (n.declarations as AstNode[]).every((d) => d.id.type === 'Identifier' && ok(d.init));
    case 'IfStatement': case 'ConditionalExpression':
      return ok(n.test) && ok(n.consequent) && ok(n.alternate);
    // a loop nested in a loop run for real (`for (let k = 1n; k <= BigInt(c); k++) acc = (acc * n) / k`): the counter
    // its head declares is its own, no variable of the outer loop
    case 'ForStatement': {
      if (inFunction || n.init?.type !== 'VariableDeclaration') return false;
      const declarations = n.init.declarations as AstNode[];
      if (!declarations.every((d) => d.id.type === 'Identifier' && ok(d.init))) return false;
      const own = new Set(declarations.map((d) => d.id.name as string));
      const inner = (x: AstNode | null | undefined): boolean => computesOnly(x, pureFn, (name) => own.has(name) || assign(name), false, push);
      return inner(n.test) && inner(n.update) && inner(n.body);
    }
    // `for (const c of coins) if (c <= a) w += ways[a - c]` inside a loop run for real: over a local array, read only
    case 'ForOfStatement': {
      if (inFunction || !push || n.await || n.left.type !== 'VariableDeclaration') return false;
      const id = n.left.declarations[0].id;
      if (id.type !== 'Identifier' || n.right.type !== 'Identifier') return false;
      const inner = (x: AstNode | null | undefined): boolean => computesOnly(x, pureFn, (name) => name === id.name || assign(name), false, push);
      return inner(n.body);
    }
    case 'BinaryExpression': case 'LogicalExpression':
      return ok(n.left) && ok(n.right);
    case 'TemplateLiteral':
      return (n.expressions as AstNode[]).every(ok);
    case 'UnaryExpression':
      return n.operator !== 'delete' && ok(n.argument);
    case 'UpdateExpression':
      if (n.argument.type !== 'Identifier') return false;
      assign(n.argument.name);
      return true;
    case 'AssignmentExpression':
      // `r = ...` and `[a, b] = [b, a + b]`; `[a[i], a[j]] = [a[j], a[i]]` (a shuffle's swap) writes an array in place
      if (n.left.type === 'ArrayPattern' && (n.left.elements as (AstNode | null)[]).every((e) => e?.type === 'Identifier' || (push && isIndexedTarget(e)))) {
        for (const e of n.left.elements as AstNode[]) {
          if (e.type === 'Identifier') assign(e.name);
          else if (!ok(e.property)) return false;
          else push!(e.object.name);
        }
        return ok(n.right);
      }
      // `w[e] = w[e - 2] + w[e - 3]` in a loop: the array is written in place, as one appended to
      if (push && n.operator === '=' && isIndexedTarget(n.left)) {
        push(n.left.object.name);
        return ok(n.left.property) && ok(n.right);
      }
      if (n.left.type !== 'Identifier') return false;
      assign(n.left.name);
      return ok(n.right);
    case 'ArrayExpression':
      return (n.elements as (AstNode | null)[]).every((e) => e !== null && ok(e));
    // `s.length` of a string being built (`while (s.length < digits) s += ...`); `fib[i - 1]` of a local array
    case 'MemberExpression':
      if (n.computed) {
        // (a function may read an item of an array it is given: a seeded generator's `pick(xs)` returns `xs[k]`)
        if (inFunction && !push && n.object.type === 'Identifier') return ok(n.property);
        if (!push || n.object.type !== 'Identifier') return false;
        push(n.object.name);
        return ok(n.property);
      }
      return n.property.name === 'length' && ok(n.object);
    case 'CallExpression': {
      const c = n.callee;
      if (push && c.type === 'MemberExpression' && !c.computed && c.property.name === 'push' && c.object.type === 'Identifier') {
        push(c.object.name);
        return (n.arguments as AstNode[]).every(ok);
      }
      const pure = (c.type === 'Identifier' && (PURE_CALLS.has(c.name) || pureFn(c.name))) || (c.type === 'MemberExpression' && !c.computed && c.object.type === 'Identifier' && (c.object.name === 'Math' || pureFn(`${c.object.name}.${c.property.name}`)))
        || (c.type === 'MemberExpression' && !c.computed && PURE_METHODS.has(c.property.name) && ok(c.object));
      return pure && (n.arguments as AstNode[]).every(ok);
    }
    // a record built of computed values (`{ name: `h${i}`, hours: 0.5 }`) to append
    case 'ObjectExpression':
      return (n.properties as AstNode[]).every((p) => p.type === 'Property' && p.kind === 'init' && !p.method && !p.computed && ok(p.value));
    default:
      return false;
  }
}

/** A string or number written out at `n` itself (`'met'`, `3`, a template without substitutions). */
function writtenHere(n: AstNode | null | undefined): boolean {
  return n?.type === 'Literal' || (n?.type === 'TemplateLiteral' && n.expressions.length === 0);
}

/** A constant, or an array or plain object of them (`['n0', 'n1']`): a value a loop run for real may append. */
function isConcrete(v: AbstractValue, depth = 0): boolean {
  if (v.k === 'const') return true;
  if (depth >= 3) return false;
  if (v.k === 'arr') return !v.open && v.items.every((item) => isConcrete(item, depth + 1));
  return v.k === 'obj' && !v.partial && !v.fields && !v.tainted && !v.map && !v.record && [...v.props.values()].every((p) => isConcrete(p, depth + 1));
}

/** A concrete loop that stopped folding leaves every variable it assigns unknown; true (the loop is done with). */
function widen(bindings: readonly Binding[]): true {
  for (const b of bindings) b.value = UNKNOWN;
  return true;
}

/**
 * The variables a loop assigns and the arrays it appends to when it only computes (see computesOnly), so it can run
 * for real; undefined otherwise.
 */
function pureLoopTargets(loop: AstNode, pureFn: (name: string) => boolean = () => false): { assigned: Set<string>; pushed: Set<string> } | undefined {
  const assigned = new Set<string>();
  const pushed = new Set<string>();
  const ok = (n: AstNode | null | undefined): boolean => computesOnly(n, pureFn, (name) => assigned.add(name), false, (name) => pushed.add(name));
  if (loop.type === 'ForStatement' && !ok(loop.update)) return undefined;
  return ok(loop.test) && ok(loop.body) && assigned.size > 0 && ![...pushed].some((name) => assigned.has(name)) ? { assigned, pushed } : undefined;
}

/**
 * True when a function only computes (a seeded generator `rand(lo, hi)` assigning its `seed`): a loop calling it can run
 * for real, the call records nothing.
 */
function isArithmeticFunction(fn: AstNode, pureFn: (name: string) => boolean): boolean {
  if (fn.async || fn.generator) return false;
  return (fn.params as AstNode[]).every((p) => p.type === 'Identifier') && computesOnly(fn.body, pureFn, () => undefined, true);
}
const MAX_DEPTH = 24;
const MAX_UNROLL = 64;
/** Methods of the program's path that give back the same command (`process.env.ORACLE_PROGRAM.trim()`). */
/** A number past 2^53 written out in decimal. */
const BIG_DIGITS = /^-?\d{16,}$/;
const PROGRAM_TEXT_METHODS = new Set(['trim', 'trimStart', 'trimEnd', 'toString', 'valueOf', 'normalize']);
const LAUNCHERS = new Set(['spawnSync', 'execFileSync', 'execSync', 'spawn', 'execFile', 'exec', 'fork']);
const TEST_FNS = new Set(['test', 'it']);
const SUITE_FNS = new Set(['describe', 'suite', 'context']);
const HOOKS = new Set(['before', 'after', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll']);
const EQ_ASSERTS = new Set(['equal', 'strictEqual', 'deepEqual', 'deepStrictEqual', 'partialDeepStrictEqual']);
const NE_ASSERTS = new Set(['notEqual', 'notStrictEqual', 'notDeepEqual', 'notDeepStrictEqual']);

type Signal = 'return' | 'throw' | 'break' | 'continue' | undefined;

const LOC = Symbol('oraclint.loc');
const ASSIGNED = Symbol('oraclint.assigned');
let sharedGlobals: Env | undefined;

interface Frame {
  returns: AbstractValue[];
  taintedArgs: boolean;
  /** The function's own scope: a variable assigned above it is state the call changes (a seeded generator's `seed`). */
  env: Env;
}

const RANDOM_SEED = 0x9e3779b9;

/** Interprets one oracle (and the local modules it imports) into a Collector. */
export class Interpreter {
  readonly collector = new Collector();
  private readonly modules = new Map<string, ModuleCtx>();
  private mod!: ModuleCtx;
  /** Runs of the current check whose launcher throws on a nonzero exit, started outside any try. */
  private launcherJudged: RunInfo[] = [];
  private check: CheckCtx | null = null;
  private names: string[] = [];
  private frames: Frame[] = [];
  /** How deep each function is being interpreted (a slot per function, updated in place). */
  private active = new Map<AstNode, { depth: number }>();
  private steps = 0;
  /** Where interpreting stops: MAX_STEPS, or further while a loop runs for real (see concretely). */
  private stepLimit = MAX_STEPS;
  /** Steps left for loops run for real (CONCRETE_STEPS over the whole oracle). */
  private concreteLeft = CONCRETE_STEPS;
  private inConcrete = false;
  /** How many loops are being interpreted by one pass standing for all their iterations. */
  private abstractLoops = 0;
  private runCounter = 0;
  /** Runs started since the innermost `try` began (for catch parameters and assert.throws). */
  private tryRuns: RunInfo[][] = [];
  /** Locations of the helper calls being interpreted, outermost first, and where the current check's body starts in it. */
  private callSites: SourceLocation[] = [];
  /** The function and arguments of each call in `callSites` (same index): what a check's helper call was given. */
  private callArgs: { fn: AstNode; args: AbstractValue[] }[] = [];
  private checkBase = 0;
  /** The function of the check being interpreted, and its module. */
  private checkBody: { node: AstNode; mod: ModuleCtx } | null = null;
  private readonly impure = new WeakSet<AstNode>();
  /** JSON arrays of the output the oracle sorted itself (`got.rows.sort()`). */
  private readonly sortedJson = new WeakSet<TextValue>();
  /**
   * Texts the oracle tested to start with a key and its sign (`last.startsWith('ewes=')`, of `const last = lines.pop()`),
   * so that cutting that many characters off (`last.slice('ewes='.length)`) reads the key's value; and likewise lines read
   * by their place (`lines[1]`, read anew each time), by list and place.
   */
  private readonly keyPrefixes = new WeakMap<TextValue, NonNullable<TextValue['prefix']>>();
  private readonly linePrefixes = new WeakMap<SplitList, Map<number, NonNullable<TextValue['prefix']>>>();
  private readonly lineControlNodes = new Set<AstNode>();
  private oracleFile = '';
  private readonly memo = new WeakMap<Env, Map<AstNode, MemoTable>>();
  /** Functions of the oracle by whether they only compute (loops calling them may run for real). */
  private readonly arithmeticFns = new WeakMap<AstNode, boolean>();
  /** Assignments to variables outside the function that makes them: a call doing one is not memoised. */
  private outerWrites = 0;
  /** How many memoisable calls are running (their effects are compared before and after). */
  private memoising = 0;
  private readonly summaries = new WeakMap<Env, Map<AstNode, { result: ObjValue; lists: SplitList[] } | 'none'>>();
  /** Texts the oracle wrote to files, by path (a constant string, or the value that stands for a path made at run time). */
  private readonly writtenFiles = new Map<AbstractValue | string, string>();
  private readonly globalEnv: Env;

  private randomState = RANDOM_SEED;
  /** Draws of Math.random so far: an effect, so that a call that draws is not memoised (see effects). */
  private draws = 0;

  /** The next draw of Math.random: mulberry32 from RANDOM_SEED, reset for each oracle. */
  private nextRandom(): number {
    let t = (this.randomState = (this.randomState + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  constructor(private readonly host: ModuleHost) {
    this.globalEnv = sharedGlobals ??= Interpreter.globals();
  }

  /** The built-in globals; never written (assignments to undeclared names go to the module scope). */
  private static globals(): Env {
    const globalEnv: Env = { vars: new Map(), parent: null };
    for (const name of ['test', 'it', 'describe', 'suite', 'context', 'expect', 'before', 'after', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll']) {
      globalEnv.vars.set(name, { value: { k: 'builtin', name: `test.${name}` } });
    }
    for (const name of ['process', 'JSON', 'Number', 'parseInt', 'parseFloat', 'BigInt', 'String', 'Object', 'Array', 'Math', 'Map', 'Set',
      'Promise', 'RegExp', 'Boolean', 'require', 'Buffer', 'isNaN', 'isFinite', 'console', 'Symbol', 'Error', 'TypeError', 'structuredClone']) {
      globalEnv.vars.set(name, { value: { k: 'builtin', name } });
    }
    globalEnv.vars.set('undefined', { value: constant(undefined) });
    globalEnv.vars.set('NaN', { value: constant(NaN) });
    globalEnv.vars.set('Infinity', { value: constant(Infinity) });
    return globalEnv;
  }

  /** Interprets the oracle's program (its top level, every check, every helper it calls). */
  run(fileRel: string, program: AstNode): void {
    this.oracleFile = fileRel;
    this.evaluateModule(fileRel, program);
  }

  // ---- modules ---------------------------------------------------------------------------------

  private evaluateModule(fileRel: string, program: AstNode): ModuleCtx {
    const existing = this.modules.get(fileRel);
    if (existing) return existing;
    const mod: ModuleCtx = { fileRel, program, env: { vars: new Map(), parent: this.globalEnv }, exports: new Map(), evaluated: false };
    this.modules.set(fileRel, mod);
    const saved = this.mod;
    this.mod = mod;
    try {
      for (const stmt of program.body as AstNode[]) if (stmt.type === 'ImportDeclaration') this.importDeclaration(stmt);
      this.hoist(program.body, mod.env);
      this.execBody(program.body, mod.env);
      mod.evaluated = true;
    } finally {
      this.mod = saved;
    }
    return mod;
  }

  private loadLocal(specifier: string, node: AstNode): ModuleCtx | null {
    let loaded: { fileRel: string; program: AstNode } | null;
    try {
      loaded = this.host.load(this.mod.fileRel, specifier);
    } catch (error) {
      const e = error as { message?: string; line?: number; column?: number };
      this.host.problem('unreadable-helper', `${specifier} does not parse: ${e.message ?? String(error)}`, this.loc(node));
      return null;
    }
    if (!loaded) {
      if (specifier.startsWith('.')) this.host.problem('unreadable-helper', `cannot read ${specifier}`, this.loc(node));
      return null;
    }
    return this.evaluateModule(loaded.fileRel, loaded.program);
  }

  private builtinModule(specifier: string): BuiltinValue | null {
    const s = specifier.replace(/^node:/, '');
    if (s === 'child_process') return { k: 'builtin', name: 'mod:child_process' };
    if (s === 'assert' || s === 'assert/strict') return { k: 'builtin', name: 'assert' };
    if (s === 'test' || s === 'vitest' || s === '@jest/globals') return { k: 'builtin', name: 'mod:test' };
    // jest's standalone `expect` package: the same matchers as the test runners' `expect`
    if (s === 'expect' || s === '@jest/expect') return { k: 'builtin', name: 'mod:expect' };
    if (s === 'execa') return { k: 'builtin', name: 'mod:execa' };
    if (s === 'util') return { k: 'builtin', name: 'mod:util' };
    if (s === 'path' || s === 'path/posix') return { k: 'builtin', name: 'mod:path' };
    if (s === 'fs' || s === 'fs/promises') return { k: 'builtin', name: 'mod:fs' };
    if (s === 'os') return { k: 'builtin', name: 'mod:os' };
    if (s === 'process') return { k: 'builtin', name: 'process' };
    return null;
  }

  private moduleMember(mod: AbstractValue, name: string): AbstractValue {
    if (mod.k === 'builtin') return this.builtinMember(mod.name, name);
    if (mod.k === 'obj') return mod.props.get(name) ?? UNKNOWN;
    return UNKNOWN;
  }

  private declaredHelper(localName: string, importedName: string): AbstractValue | null {
    const decl = this.host.helpers[importedName] ?? this.host.helpers[localName];
    return decl ? { k: 'builtin', name: 'declared', data: decl } : null;
  }

  private importDeclaration(node: AstNode): void {
    const specifier = String(node.source.value);
    const builtin = this.builtinModule(specifier);
    const local = builtin ? null : this.loadLocal(specifier, node);
    for (const spec of node.specifiers as AstNode[]) {
      const localName = spec.local.name as string;
      let value: AbstractValue = UNKNOWN;
      if (spec.type === 'ImportNamespaceSpecifier') {
        value = builtin ?? (local ? this.namespaceOf(local) : UNKNOWN);
      } else if (spec.type === 'ImportDefaultSpecifier') {
        value = builtin ? (builtin.name === 'mod:test' || builtin.name === 'mod:expect' ? this.builtinMember(builtin.name, 'default') : builtin) : local?.defaultExport ?? UNKNOWN;
        if (!builtin && !local) value = this.declaredHelper(localName, 'default') ?? UNKNOWN;
      } else {
        const imported = (spec.imported.name ?? spec.imported.value) as string;
        if (builtin) value = this.moduleMember(builtin, imported);
        else if (local) value = local.exports.get(imported) ?? UNKNOWN;
        else value = this.declaredHelper(localName, imported) ?? UNKNOWN;
      }
      this.mod.env.vars.set(localName, { value });
    }
  }

  private namespaceOf(mod: ModuleCtx): ObjValue {
    return { k: 'obj', props: new Map(mod.exports) };
  }

  private require(specifier: string, node: AstNode): AbstractValue {
    const builtin = this.builtinModule(specifier);
    if (builtin) return builtin;
    const local = this.loadLocal(specifier, node);
    if (!local) return UNKNOWN;
    const cjs = local.env.vars.get('module');
    const exportsObj = cjs?.value.k === 'obj' ? cjs.value.props.get('exports') : undefined;
    if (exportsObj && exportsObj.k !== 'unknown') return exportsObj;
    return this.namespaceOf(local);
  }

  // ---- locations, scopes -----------------------------------------------------------------------

  private loc(node: AstNode): SourceLocation {
    // cached on the node: helper modules are interpreted many times, and their nodes always belong to the same file
    const cached = node[LOC] as SourceLocation | undefined;
    if (cached && cached.file === this.mod.fileRel) return cached;
    const start = nodePosition(this.mod.program, node);
    const loc = { file: this.mod.fileRel, line: start?.line ?? 1, column: (start?.column ?? 0) + 1 };
    if (start) node[LOC] = loc;
    return loc;
  }

  /**
   * Where `value`, used at `node` but not written there, is spelled: the outermost call of the current check in the oracle
   * that is handed it as an argument (`expectField(rep, 'local', '3')` reading `rep[key]` in the helper; `num(out, 'idle')`
   * handing it on to `field(out, key)`), else `node`.
   */
  private spelledAt(here: SourceLocation, value: AbstractValue | undefined): SourceLocation {
    if (!this.check || value?.k !== 'const' || (typeof value.v !== 'string' && typeof value.v !== 'number')) return here;
    for (let i = this.checkBase; i < this.callArgs.length; i++) {
      const site = this.callSites[i]!;
      if (site.file === this.oracleFile && this.callArgs[i]!.args.some((a) => a.k === 'const' && a.v === value.v)) return site;
    }
    return here;
  }

  /** Where a comparison of `left` and `right` is spelled: where a constant side not written at it is handed over (spelledAt). */
  private comparedAt(node: AstNode, leftNode: AstNode | undefined, left: AbstractValue | undefined, rightNode: AstNode | undefined, right: AbstractValue | undefined): SourceLocation {
    if (right?.k === 'const' && rightNode && !writtenHere(rightNode)) return this.spelledAt(this.loc(node), right);
    if (left?.k === 'const' && leftNode && !writtenHere(leftNode)) return this.spelledAt(this.loc(node), left);
    return this.loc(node);
  }

  /** For a location in a helper module: the innermost call the oracle's own code is making, where it hands output over. */
  private oracleSite(at: SourceLocation): { site?: SourceLocation } {
    if (at.file === this.oracleFile) return {};
    for (let i = this.callSites.length - 1; i >= 0; i--) if (this.callSites[i].file === this.oracleFile) return { site: this.callSites[i] };
    return {};
  }

  /** A layout observed, with the oracle's own call of the helper it is observed in (a shared `_lib` parser). */
  private pushLayout(rec: LayoutRec): void {
    const site = rec.site ?? this.oracleSite(rec.loc).site;
    if (site) rec.site = site;
    this.collector.layouts.push(rec);
  }

  /**
   * A literal with `\r` or `\t` in it, recorded once: where CRLF input or tab-separated input is written, should the
   * program be fed it.
   */
  private noteLineControl(node: AstNode, text: string): void {
    const cr = text.includes('\r');
    const tab = text.includes('\t');
    if ((!cr && !tab) || this.lineControlNodes.has(node)) return;
    this.lineControlNodes.add(node);
    const at = { loc: this.loc(node), check: this.check?.name };
    if (cr) this.collector.carriageReturns.push(at);
    if (tab) this.collector.tabs.push(at);
  }

  private lookup(env: Env, name: string): Binding | undefined {
    for (let e: Env | null = env; e; e = e.parent) {
      const b = e.vars.get(name);
      if (b) return b;
    }
    return undefined;
  }

  private hoist(body: AstNode[], env: Env): void {
    if (!hoists(body)) return;
    for (const stmt of body) {
      const decl = stmt.type === 'ExportNamedDeclaration' || stmt.type === 'ExportDefaultDeclaration' ? stmt.declaration : stmt;
      if (decl?.type === 'FunctionDeclaration' && decl.id) {
        env.vars.set(decl.id.name, { value: { k: 'fn', node: decl, env, module: this.mod } });
      }
    }
  }

  // ---- statements ------------------------------------------------------------------------------

  private execBody(body: AstNode[], env: Env): Signal {
    for (const stmt of body) {
      const signal = this.exec(stmt, env);
      if (signal) return signal;
    }
    return undefined;
  }

  private block(body: AstNode[], env: Env): Signal {
    // most blocks declare nothing: they share the enclosing scope instead of allocating one
    if (!declares(body)) return this.execBody(body, env);
    const inner: Env = { vars: new Map(), parent: env };
    this.hoist(body, inner);
    return this.execBody(body, inner);
  }

  private exec(node: AstNode, env: Env): Signal {
    if (++this.steps > this.stepLimit) return 'return';
    switch (node.type) {
      case 'ExpressionStatement':
        this.eval(node.expression, env);
        return undefined;
      case 'VariableDeclaration':
        for (const d of node.declarations as AstNode[]) {
          const value = d.init ? this.eval(d.init, env) : constant(undefined);
          // a name for something not modelled still names one thing: runs fed the same `const squaring` feed one input
          this.bindPattern(d.id, value === UNKNOWN && d.id.type === 'Identifier' ? { k: 'unknown' } : value, env, true);
        }
        return undefined;
      case 'FunctionDeclaration':
        if (node.id && !env.vars.has(node.id.name)) env.vars.set(node.id.name, { value: { k: 'fn', node, env, module: this.mod } });
        return undefined;
      case 'ClassDeclaration':
        if (node.id) env.vars.set(node.id.name, { value: UNKNOWN });
        return undefined;
      case 'ReturnStatement': {
        const value = node.argument ? this.eval(node.argument, env) : constant(undefined);
        this.frames[this.frames.length - 1]?.returns.push(value);
        return 'return';
      }
      case 'ThrowStatement':
        this.eval(node.argument, env);
        return 'throw';
      case 'BlockStatement':
      case 'StaticBlock':
        return this.block(node.body, env);
      case 'IfStatement':
        return this.ifStatement(node, env);
      case 'ForStatement': {
        const inner: Env = { vars: new Map(), parent: env };
        if (node.init) node.init.type === 'VariableDeclaration' ? this.exec(node.init, inner) : this.eval(node.init, inner);
        if (this.concretely(() => this.concreteLoop(node, inner))) return undefined;
        // the body runs for many values of a counter: `lines[i]` is any line, not line 0
        for (const b of inner.vars.values()) if (b.value.k === 'const' && typeof b.value.v === 'number') b.value = UNKNOWN;
        if (node.test) this.eval(node.test, inner);
        this.abstractPass(node.body, inner, () => this.exec(node.body, inner));
        if (node.update) this.eval(node.update, inner);
        return undefined;
      }
      case 'WhileStatement':
      case 'DoWhileStatement':
        if (node.type === 'WhileStatement' && this.concretely(() => this.concreteLoop(node, env))) return undefined;
        this.eval(node.test, env);
        this.abstractPass(node.body, env, () => this.exec(node.body, env));
        return undefined;
      case 'ForOfStatement':
      case 'ForInStatement':
        this.forOf(node, env);
        return undefined;
      case 'TryStatement':
        return this.tryStatement(node, env);
      case 'SwitchStatement':
        this.switchStatement(node, env);
        return undefined;
      case 'LabeledStatement':
        return this.exec(node.body, env);
      case 'BreakStatement':
        return 'break';
      case 'ContinueStatement':
        return 'continue';
      case 'ExportNamedDeclaration':
        return this.exportNamed(node, env);
      case 'ExportDefaultDeclaration': {
        const d = node.declaration;
        let value: AbstractValue;
        if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) {
          this.exec(d, env);
          value = this.lookup(env, d.id.name)?.value ?? UNKNOWN;
        } else if (d.type === 'FunctionDeclaration') value = { k: 'fn', node: d, env, module: this.mod };
        else value = this.eval(d, env);
        this.mod.defaultExport = value;
        this.mod.exports.set('default', value);
        return undefined;
      }
      case 'TSExportAssignment':
        this.mod.defaultExport = this.eval(node.expression, env);
        return undefined;
      case 'TSImportEqualsDeclaration':
        if (node.moduleReference?.type === 'TSExternalModuleReference') {
          env.vars.set(node.id.name, { value: this.require(String(node.moduleReference.expression.value), node) });
        }
        return undefined;
      default:
        // imports are bound before the body runs; type declarations and empty statements do nothing
        return undefined;
    }
  }

  private exportNamed(node: AstNode, env: Env): Signal {
    if (node.declaration) {
      this.exec(node.declaration, env);
      const d = node.declaration;
      const names: string[] = [];
      if (d.type === 'VariableDeclaration') for (const decl of d.declarations) collectNames(decl.id, names);
      else if (d.id?.name) names.push(d.id.name);
      for (const n of names) this.mod.exports.set(n, this.lookup(env, n)?.value ?? UNKNOWN);
      return undefined;
    }
    if (node.source) {
      const local = this.builtinModule(String(node.source.value)) ? null : this.loadLocal(String(node.source.value), node);
      for (const spec of node.specifiers ?? []) {
        const exported = spec.exported.name ?? spec.exported.value;
        this.mod.exports.set(exported, local?.exports.get(spec.local.name ?? spec.local.value) ?? UNKNOWN);
      }
      return undefined;
    }
    for (const spec of node.specifiers ?? []) {
      const exported = spec.exported.name ?? spec.exported.value;
      this.mod.exports.set(exported, this.lookup(env, spec.local.name)?.value ?? UNKNOWN);
    }
    return undefined;
  }

  /** True when executing `node` always throws (a `throw`, `assert.fail()`, or a block ending in one). */
  private alwaysThrows(node: AstNode | null | undefined): boolean {
    if (!node) return false;
    if (node.type === 'ThrowStatement') return true;
    if (node.type === 'BlockStatement') return node.body.length > 0 && this.alwaysThrows(node.body[node.body.length - 1]);
    if (node.type === 'ExpressionStatement' && node.expression.type === 'CallExpression') {
      const c = node.expression.callee;
      return (c.type === 'MemberExpression' && !c.computed && c.property.name === 'fail') || (c.type === 'Identifier' && c.name === 'fail');
    }
    return false;
  }

  private ifStatement(node: AstNode, env: Env): Signal {
    const test = this.eval(node.test, env);
    if (this.alwaysThrows(node.consequent)) {
      this.sinkValue(test, true, node.test);
      this.exec(node.consequent, env);
      return node.alternate ? this.exec(node.alternate, env) : undefined;
    }
    if (node.alternate && this.alwaysThrows(node.alternate)) {
      this.sinkValue(test, false, node.test);
      this.exec(node.alternate, env);
      return this.exec(node.consequent, env);
    }
    // one pass stands for every iteration of a loop: an iteration it skips on the values of this pass
    // (`if (edges.length === 0) continue;` of one random sample) is not every iteration skipped
    const skips = this.abstractLoops > 0 && (node.consequent.type === 'ContinueStatement' || (node.consequent.type === 'BlockStatement' && node.consequent.body.length === 1 && node.consequent.body[0].type === 'ContinueStatement'));
    const truth = skips ? undefined : constTruthy(test);
    if (truth === true) return this.exec(node.consequent, env);
    if (truth === false) return node.alternate ? this.exec(node.alternate, env) : undefined;
    // both branches run, each from the values before the if; a variable that either branch assigns from the output
    // (`code = err.code` beside `code = -1`, or beside its first value) holds that after it, not what the last branch left
    const bindings = [...new Set([...assignedNames(node.consequent), ...(node.alternate ? assignedNames(node.alternate) : [])])]
      .map((name) => this.lookup(env, name))
      .filter((b): b is Binding => b !== undefined);
    const before = bindings.map((b) => b.value);
    const keyed = this.keyedBranch(test, env, node.test);
    const a = this.narrowed(keyed?.branch === 'consequent' ? keyed.values : [], () => this.exec(node.consequent, env));
    const afterA = bindings.map((b) => b.value);
    let b: Signal = undefined;
    if (node.alternate) {
      bindings.forEach((x, i) => (x.value = before[i]!));
      b = this.narrowed(keyed?.branch === 'alternate' ? keyed.values : [], () => this.exec(node.alternate, env));
    }
    bindings.forEach((x, i) => {
      const other = node.alternate ? x.value : before[i]!;
      if (isTainted(afterA[i]!) !== isTainted(other)) x.value = join(afterA[i]!, other);
      else if (!node.alternate) x.value = afterA[i]!;
    });
    return a === b && a !== 'break' && a !== 'continue' ? a : undefined;
  }

  /**
   * A test of the key part of an output line against a name (`if (key === 'overdue')` after `const [, key, value] =
   * /^(\w+):\s*(.*)$/.exec(line)`): in the branch it selects, the value part is that key's value. The bindings holding the
   * value part, with the keyed value each holds there; undefined when the test is no such comparison.
   */
  private keyedBranch(test: AbstractValue, env: Env, testNode: AstNode): { branch: 'consequent' | 'alternate'; values: [Binding, AbstractValue][] } | undefined {
    if (test.k !== 'pred' || test.demands.length !== 1) return undefined;
    const d = test.demands[0]!;
    if (d.d !== 'vocab' || !/^[A-Za-z_][\w-]*$/.test(d.token) || d.on.subj.t === 'key' || d.on.subj.t === 'whole') return undefined;
    const branch = d.cmp === '===' || d.cmp === '==' ? 'consequent' : d.cmp === '!==' || d.cmp === '!=' ? 'alternate' : undefined;
    if (!branch) return undefined;
    const subj = d.on.subj;
    // the value part of the same split (part 1 of `line.split(': ')`) or match (the value group of a key/value pattern)
    const isValuePart = (v: AbstractValue): v is TextValue => {
      if (v.k !== 'text' || v.lower) return false;
      if (subj.t === 'elem') return subj.index === 0 && v.subj.t === 'elem' && v.subj.list === subj.list && v.subj.index === 1;
      if (subj.t !== 'group' || v.subj.t !== 'group' || v.subj.match !== subj.match) return false;
      const kv = keyValueRegex(subj.match.source);
      return kv ? subj.group === kv.keyGroup && v.subj.group === kv.valueGroup : subj.group === 1 && v.subj.group === 2;
    };
    const values: [Binding, AbstractValue][] = [];
    const own = this.frames[this.frames.length - 1]?.env;
    for (let e: Env | null = env; e; e = e.parent) {
      for (const binding of e.vars.values()) {
        if (!isValuePart(binding.value)) continue;
        const layout = this.entryLayout(d.on, binding.value, testNode);
        if (!layout) continue;
        const fields: ObjValue = { k: 'obj', props: new Map(), fields: layout.layout, fieldsRun: layout.run };
        values.push([binding, this.keyText(fields, d.token, testNode, d.loc)]);
      }
      if (e === own) break;
    }
    return values.length ? { branch, values } : undefined;
  }

  /** Runs `body` with each binding holding its narrowed value, then gives each back what it held unless the body assigned it. */
  private narrowed<T>(values: readonly [Binding, AbstractValue][], body: () => T): T {
    if (values.length === 0) return body();
    const held = values.map(([b, v]) => {
      const was = b.value;
      b.value = v;
      return was;
    });
    try {
      return body();
    } finally {
      values.forEach(([b, v], i) => {
        if (b.value === v) b.value = held[i]!;
      });
    }
  }

  /**
   * Interprets a loop body once for all its iterations (see ifStatement: what one pass skips, others may not). A flag
   * the body sets (`let seen = false; for (...) { if (seen) assert...; seen = r.ok; }`) holds, from the second
   * iteration on, what the body gave it: it is not its first value in the pass.
   */
  private abstractPass(loopBody: AstNode, env: Env, body: () => unknown): void {
    for (const name of assignedNames(loopBody)) {
      const b = this.lookup(env, name);
      if (b && b.value.k === 'const' && typeof b.value.v === 'boolean') b.value = UNKNOWN;
    }
    this.abstractLoops++;
    try {
      body();
    } finally {
      this.abstractLoops--;
    }
  }

  private forOf(node: AstNode, env: Env): void {
    const right = this.eval(node.right, env);
    const left = node.left;
    const bind = (value: AbstractValue): void => {
      const inner: Env = { vars: new Map(), parent: env };
      if (left.type === 'VariableDeclaration') this.bindPattern(left.declarations[0].id, value, inner, true);
      else this.assignPattern(left, value, inner);
      this.exec(node.body, inner);
    };
    if (node.type === 'ForInStatement') {
      bind(isTainted(right) ? { k: 'unknown', tainted: true } : UNKNOWN);
      return;
    }
    if (right.k === 'arr' && !right.open && right.items.length <= MAX_UNROLL) {
      for (const item of right.items) bind(item);
      if (right.items.length === 0) return;
      return;
    }
    if (right.k === 'arr' && !right.open && this.concretely(() => this.concreteForOf(node, right.items, env))) return;
    this.abstractPass(node.body, env, () => bind(this.elementOf(right, null)));
  }

  /**
   * Runs `for (const c of items) acc = acc * x + BigInt(c)` for real over a long array of constants (Horner's rule on 81
   * coefficients): one pass with a blend of the items would leave `acc` a constant no iteration computes. Returns false
   * (nothing done) when the body does more than arithmetic on local variables; a loop that stops folding or runs too
   * long leaves every variable it assigns unknown.
   */
  private concreteForOf(node: AstNode, items: readonly AbstractValue[], env: Env): boolean {
    const left = node.left;
    if (left.type !== 'VariableDeclaration' || left.declarations[0].id.type !== 'Identifier') return false;
    if (items.length > MAX_LOOP_ITERATIONS || items.some((item) => item.k !== 'const')) return false;
    const assigned = new Set<string>();
    const pure = computesOnly(node.body, (name) => this.isArithmeticCallee(env, name, 0), (name) => assigned.add(name), false);
    if (!pure || assigned.size === 0 || assigned.has(left.declarations[0].id.name)) return false;
    const bindings = this.localBindings(assigned, env);
    if (!bindings) return false;
    for (const item of items) {
      const inner: Env = { vars: new Map(), parent: env };
      this.bindPattern(left.declarations[0].id, item, inner, true);
      const signal = this.steps > this.stepLimit ? 'fail' : this.concreteStep(node.body, inner);
      if (signal === 'fail') return widen(bindings);
      if (signal === 'break') return true;
    }
    return true;
  }

  /** The bindings of `names` seen from `env`, when every one exists and none is a module-level (global) variable. */
  private localBindings(names: ReadonlySet<string>, env: Env): Binding[] | undefined {
    const bindings: Binding[] = [];
    for (const name of names) {
      const b = this.lookup(env, name);
      if (!b || this.globalEnv.vars.get(name) === b) return undefined;
      bindings.push(b);
    }
    return bindings;
  }

  private tryStatement(node: AstNode, env: Env): Signal {
    this.tryRuns.push([]);
    let s: Signal;
    let runs: RunInfo[];
    try {
      s = this.exec(node.block, env);
    } finally {
      runs = this.tryRuns.pop() ?? [];
      this.tryRuns[this.tryRuns.length - 1]?.push(...runs);
    }
    // a failure the handler swallows (`catch (err) { stdout = err.stdout }`) is no assertion on the exit status; one it
    // throws on, or that no handler catches, is, once no outer try is left to catch it
    const swallowed = Boolean(node.handler) && !this.alwaysThrows(node.handler.body);
    for (const run of runs) {
      if (!run.throwsOnFailure) continue;
      if (swallowed) run.failureSwallowed = true;
      else if (this.tryRuns.length === 0 && !run.failureSwallowed && this.check) this.check.assertsExit = true;
    }
    if (node.handler) {
      const inner: Env = { vars: new Map(), parent: env };
      const thrower = [...runs].reverse().find((r) => r.throwsOnFailure);
      if (node.handler.param) this.bindPattern(node.handler.param, thrower ? { k: 'proc', run: thrower } : UNKNOWN, inner, true);
      this.exec(node.handler.body, inner);
    }
    if (node.finalizer) this.exec(node.finalizer, env);
    return s === 'return' && !node.handler ? s : undefined;
  }

  /**
   * Runs a loop for real when it is plain arithmetic on local constants (`for (let i = 1n; i <= BigInt(k); i++) r = r *
   * (n - k + i) / i`), so a helper computing an expected value yields the value itself and its true magnitude. Returns
   * false (nothing done) when the loop is not such arithmetic or its test does not fold; a loop that stops folding or
   * runs too long leaves every variable it assigns unknown.
   */
  private concreteLoop(node: AstNode, env: Env): boolean {
    const targets = pureLoopTargets(node, (name) => this.isArithmeticCallee(env, name, 0));
    if (!targets || !node.test) return false;
    const bindings = this.localBindings(targets.assigned, env);
    if (!bindings) return false;
    // arrays used must be ones the analysis knows item by item (an index into the program's output is no constant); a
    // loop that stops folding puts them back as they were and leaves the loop to the abstract pass, which keeps one item
    // standing for all
    const arrays = this.localBindings(targets.pushed, env)?.map((b) => b.value);
    if (!arrays || arrays.some((a) => a.k !== 'arr' || a.open || !a.items.every((item) => isConcrete(item)))) return false;
    const lists = arrays as Extract<AbstractValue, { k: 'arr' }>[];
    const lengths = lists.map((a) => a.items.length);
    const saved = lists.map((a) => a.items.slice());
    const before = bindings.map((b) => b.value);
    const giveUp = (): boolean => {
      if (!lists.length) return widen(bindings);
      lists.forEach((a, i) => (a.items = saved[i]!));
      bindings.forEach((b, i) => (b.value = before[i]!));
      return false;
    };
    let test = this.eval(node.test, env);
    if (test.k !== 'const') return false;
    for (let i = 0; constTruthy(test); i++) {
      if (i >= MAX_LOOP_ITERATIONS || this.steps > this.stepLimit) return giveUp();
      const signal = this.concreteStep(node.body, env);
      if (signal === 'fail') return giveUp();
      if (signal === 'break') break;
      if (node.update && this.concreteStep(node.update, env) === 'fail') return giveUp();
      test = this.eval(node.test, env);
      if (test.k !== 'const') return giveUp();
    }
    if (lists.some((a, i) => a.items.slice(lengths[i]).some((item) => !isConcrete(item)))) return giveUp();
    return true;
  }

  /**
   * Runs a loop for real on its own budget: the steps it takes come out of CONCRETE_STEPS, not out of the budget of the
   * rest of the oracle. Loops run inside it (a model's `factorial(n)` called from its body) share the outermost's budget.
   */
  private concretely(run: () => boolean): boolean {
    if (this.inConcrete) return run();
    const start = this.steps;
    this.inConcrete = true;
    this.stepLimit = start + this.concreteLeft;
    try {
      return run();
    } finally {
      this.concreteLeft -= Math.min(this.concreteLeft, this.steps - start);
      this.steps = start;
      this.stepLimit = MAX_STEPS;
      this.inConcrete = false;
    }
  }

  /** `name` is a function of the oracle that only computes (see isArithmeticFunction), looked up from `env`. */
  private isArithmeticCallee(env: Env, name: string, depth: number): boolean {
    // `rng.int` names a method of a local object (a seeded generator made by `seeded(42)`)
    const dot = name.indexOf('.');
    const holder = dot < 0 ? undefined : this.lookup(env, name.slice(0, dot))?.value;
    const v = dot < 0 ? this.lookup(env, name)?.value : holder?.k === 'obj' ? holder.props.get(name.slice(dot + 1)) : undefined;
    if (v?.k !== 'fn' || depth > 3) return false;
    let known = this.arithmeticFns.get(v.node);
    if (known === undefined) {
      this.arithmeticFns.set(v.node, false);
      known = isArithmeticFunction(v.node, (inner) => this.isArithmeticCallee(v.env, inner, depth + 1));
      this.arithmeticFns.set(v.node, known);
    }
    return known;
  }

  /** One statement or expression of a concrete loop; `i++` and `i += 1` are computed, not widened. */
  private concreteStep(node: AstNode, env: Env): Signal | 'fail' {
    if (node.type === 'ExpressionStatement') return this.concreteStep(node.expression, env);
    if (node.type === 'BlockStatement') {
      const scope: Env = (node.body as AstNode[]).some((st) => st.type === 'VariableDeclaration') ? { vars: new Map(), parent: env } : env;
      for (const st of node.body as AstNode[]) {
        const sig = this.concreteStep(st, scope);
        if (sig !== undefined) return sig;
      }
      return undefined;
    }
    if (node.type === 'VariableDeclaration') {
      for (const d of node.declarations as AstNode[]) {
        const value = d.init ? this.eval(d.init, env) : constant(undefined);
        if (!isConcrete(value)) return 'fail';
        this.bindPattern(d.id, value, env, true);
      }
      return undefined;
    }
    if (node.type === 'ContinueStatement') return 'continue';
    if (node.type === 'ForOfStatement') return this.concreteNestedForOf(node, env);
    if (node.type === 'UpdateExpression') {
      const b = this.lookup(env, node.argument.name);
      const v = b?.value;
      if (!b || v?.k !== 'const' || (typeof v.v !== 'number' && typeof v.v !== 'bigint')) return 'fail';
      b.value = foldBinary(node.operator === '++' ? '+' : '-', v.v, typeof v.v === 'bigint' ? 1n : 1);
      return b.value.k === 'const' ? undefined : 'fail';
    }
    if (node.type === 'AssignmentExpression') {
      const value = this.assignment(node, env);
      // (an item written into a local array may be a row of constants, as a shuffle moves `['P1', 'P0']`)
      if (node.left.type === 'ArrayPattern') {
        const written = (e: AstNode): boolean => (e.type === 'Identifier' ? this.lookup(env, e.name)?.value.k === 'const' : isConcrete(this.eval(e, env)));
        return (node.left.elements as AstNode[]).every(written) ? undefined : 'fail';
      }
      return value.k === 'const' || (node.left.type === 'MemberExpression' && isConcrete(value)) ? undefined : 'fail';
    }
    if (node.type === 'IfStatement') {
      const t = this.eval(node.test, env);
      if (t.k !== 'const') return 'fail';
      if (t.v) return this.concreteStep(node.consequent, env);
      return node.alternate ? this.concreteStep(node.alternate, env) : undefined;
    }
    if (node.type === 'BreakStatement') return 'break';
    if (node.type === 'ForStatement') return this.concreteNestedFor(node, env);
    return this.eval(node, env).k === 'const' ? undefined : 'fail';
  }

  /** A `for...of` over a local array of constants inside a loop run for real, run for real. */
  private concreteNestedForOf(node: AstNode, env: Env): Signal | 'fail' {
    const list = this.eval(node.right, env);
    if (list.k !== 'arr' || list.open || list.items.length > MAX_LOOP_ITERATIONS || !list.items.every((item) => isConcrete(item))) return 'fail';
    for (const item of list.items) {
      if (++this.steps > this.stepLimit) return 'fail';
      const inner: Env = { vars: new Map(), parent: env };
      this.bindPattern(node.left.declarations[0].id, item, inner, true);
      const signal = this.concreteStep(node.body, inner);
      if (signal === 'fail') return 'fail';
      if (signal === 'break') return undefined;
    }
    return undefined;
  }

  /** A `for` loop inside a loop run for real (see computesOnly), run for real in its own scope. */
  private concreteNestedFor(node: AstNode, env: Env): Signal | 'fail' {
    const inner: Env = { vars: new Map(), parent: env };
    for (const d of node.init.declarations as AstNode[]) this.bindPattern(d.id, d.init ? this.eval(d.init, inner) : constant(undefined), inner, true);
    for (let i = 0; ; i++) {
      const test = node.test ? this.eval(node.test, inner) : constant(true);
      if (test.k !== 'const') return 'fail';
      if (!constTruthy(test)) return undefined;
      if (i >= MAX_LOOP_ITERATIONS || this.steps > this.stepLimit) return 'fail';
      const signal = this.concreteStep(node.body, inner);
      if (signal === 'fail') return 'fail';
      if (signal === 'break') return undefined;
      if (node.update && this.concreteStep(node.update, inner) === 'fail') return 'fail';
    }
  }

  private switchStatement(node: AstNode, env: Env): void {
    const disc = this.eval(node.discriminant, env);
    const inner: Env = { vars: new Map(), parent: env };
    // `default: throw` makes the switch an assertion that the value is one of the cases
    const guarded = (node.cases as AstNode[]).some((c) => !c.test && c.consequent.some((st: AstNode) => this.alwaysThrows(st)));
    if (guarded && disc.k === 'text') {
      if (!disc.fallback) this.collector.required.push(disc);
      if (this.check) this.check.strong++;
    }
    for (const c of node.cases as AstNode[]) {
      if (c.test) {
        const t = this.eval(c.test, inner);
        if (disc.k === 'text' && t.k === 'const' && typeof t.v === 'string') {
          this.collector.vocab.push({ on: disc, token: t.v, loc: this.loc(c.test), check: this.check?.name, via: 'switch case' });
        }
      }
      this.hoist(c.consequent, inner);
      this.execBody(c.consequent, inner);
    }
  }

  // ---- patterns --------------------------------------------------------------------------------

  private bindPattern(pattern: AstNode, value: AbstractValue, env: Env, declare: boolean): void {
    switch (pattern.type) {
      case 'Identifier':
        if (declare) env.vars.set(pattern.name, { value });
        else {
          const b = this.lookup(env, pattern.name);
          // (only counted while a memoisable call runs: no one reads the count otherwise)
          if (this.memoising > 0 && this.assignsOuter(env, pattern.name)) this.outerWrites++;
          // the global scope is shared by every analysis: shadow a built-in in the module instead of overwriting it
          if (b && this.globalEnv.vars.get(pattern.name) !== b) b.value = value;
          else this.mod.env.vars.set(pattern.name, { value });
        }
        return;
      case 'AssignmentPattern': {
        let v = value;
        if (v.k === 'const' && v.v === undefined) v = this.eval(pattern.right, env);
        else if (v.k === 'text' && pattern.left.type === 'Identifier' && this.check) v = { ...v, fallback: true };
        this.bindPattern(pattern.left, v, env, declare);
        return;
      }
      case 'ObjectPattern':
        for (const prop of pattern.properties as AstNode[]) {
          if (prop.type === 'RestElement') {
            this.bindPattern(prop.argument, value, env, declare);
            continue;
          }
          const key = prop.computed ? this.eval(prop.key, env) : constant(prop.key.name ?? prop.key.value);
          const name = key.k === 'const' ? String(key.v) : null;
          // `function run({ input, args = [] })` called with `{ input }`: an object literal lacking the property gives
          // undefined, so the default applies
          const absent = name !== null && value.k === 'obj' && !value.partial && !value.fields && !value.tainted && !value.props.has(name);
          const v = name === null ? (isTainted(value) ? { k: 'unknown', tainted: true } as const : UNKNOWN) : absent ? constant(undefined) : this.member(value, name, prop.key);
          this.bindPattern(prop.value, v, env, declare);
        }
        return;
      case 'ArrayPattern': {
        const elements = pattern.elements as (AstNode | null)[];
        for (let i = 0; i < elements.length; i++) {
          const el = elements[i];
          if (!el) continue;
          if (el.type === 'RestElement') {
            // `const [, ...rows] = lines`: the first item cut off
            // (the rest of an array of known items is those items: `[cmd, ...pre]` of a split program path; of a list, a
            // view whose item 0 is item i)
            const rest: AbstractValue = value.k === 'arr' ? { k: 'arr', items: value.items.slice(i), ...(value.open ? { open: true } : {}) }
              : value.k === 'list' || value.k === 'mapped' ? (i > 0 ? { k: 'mapped', base: value.k === 'list' ? value : value.base, fns: value.k === 'mapped' ? value.fns : [], skip: (value.k === 'mapped' ? value.skip ?? 0 : 0) + i, skipAt: this.loc(pattern) } : value)
              : UNKNOWN;
            this.bindPattern(el.argument, rest, env, declare);
            continue;
          }
          const v = this.index(value, i, el);
          this.bindPattern(el, v, env, declare);
        }
        return;
      }
      case 'RestElement':
        this.bindPattern(pattern.argument, value, env, declare);
        return;
      case 'MemberExpression':
        this.assignMember(pattern, value, env);
        return;
      default:
        if (pattern.type?.startsWith('TS') && pattern.expression) this.bindPattern(pattern.expression, value, env, declare);
    }
  }

  private assignPattern(pattern: AstNode, value: AbstractValue, env: Env): void {
    this.bindPattern(pattern, value, env, false);
  }

  private assignMember(target: AstNode, value: AbstractValue, env: Env): void {
    const obj = this.eval(target.object, env);
    const key = target.computed ? this.eval(target.property, env) : constant(target.property.name);
    if (obj.k === 'obj') {
      if (key.k === 'const') {
        obj.props.set(String(key.v), value);
        if (isTainted(value)) obj.tainted = true;
      } else {
        obj.partial = true;
        this.dynamicEntry(obj, key, value, target);
        this.noteRecord(obj, key, value);
      }
    } else if (obj.k === 'arr') {
      // (an index past 10,000 only where it appends, as a concrete loop filling a table does)
      if (key.k === 'const' && typeof key.v === 'number' && key.v >= 0 && (key.v < 10_000 || key.v === obj.items.length)) obj.items[key.v] = value;
      else obj.open = true;
      if (isTainted(value)) obj.tainted = true;
    }
  }

  /** A parsed record of the output stored under a key computed from the output: see ObjValue.record. */
  private noteRecord(table: ObjValue, key: AbstractValue, value: AbstractValue): void {
    if (value === table || !isTainted(key) || table.fields) return;
    // (an item of a JSON list, `doc.patrons.map((p) => [p.patron, p])`, is one too: what is read of it is its members; one
    // member of it, `[x.artist, x.plays]`, is a value)
    const jsonRecord = value.k === 'text' && value.json && value.subj.t === 'key' && value.subj.key.endsWith('[]');
    // (a column of a row stored under another column of it, `[r[0], r[3]]`, is that row's value: the first column names a
    // row, not a key, when the row has more columns than a key and its value)
    const column = value.k === 'text' && key.k === 'text' && value.subj.t === 'elem' && key.subj.t === 'elem' && value.subj.list === key.subj.list
      && value.subj.index !== null && key.subj.index !== null && Math.max(value.subj.index, key.subj.index) >= 2;
    if ((value.k === 'obj' && value.fields) || jsonRecord || column) table.record = value;
  }

  /** `out[key] = value` with a key computed from output: the object becomes a key/value parse of that output. */
  private dynamicEntry(obj: ObjValue, key: AbstractValue, value: AbstractValue, node: AstNode): void {
    const layout = this.entryLayout(key, value, node);
    if (layout) {
      obj.fields = obj.fields ?? layout.layout;
      obj.fieldsRun = layout.run;
    } else if (isTainted(key) || isTainted(value)) obj.tainted = true;
  }

  /** When `key` and `value` are the two sides of a key/value split of program output, the fields layout that split makes. */
  private entryLayout(key: AbstractValue, value: AbstractValue, node: AstNode): { layout: FieldsLayout; run: RunInfo | null } | null {
    if (key.k !== 'text') return null;
    const subj = key.subj;
    // key and value are parts 0 and 1 of a split (or slices around indexOf) of one element
    if (subj.t === 'elem' && subj.index === 0) {
      const pair = subj.list;
      // (a row cut into three columns or more, `[pilot, jobs, duty] = line.split('|')`, filed under its first with a
      // record of the others: a table keyed by that column, not key/value fields; `[key, value, extra]`, a third part
      // looked for to refuse it, is still key/value)
      const text = value.k === 'num' ? value.of : value;
      const second = text.k === 'text' && text.subj.t === 'elem' && text.subj.list === pair && text.subj.index === 1;
      if (!second && [...pair.indices].some((i) => i >= 2)) return null;
      pair.asEntries = true;
      const assign = pair.sep;
      const outer = pair.src.subj;
      let separator = ' ';
      let loc = pair.loc;
      if (outer.t === 'elem') {
        separator = outer.list.sep;
        loc = outer.list.loc;
      } else if (outer.t === 'group') {
        separator = outer.match.source.includes('\\n') ? '\n' : ' ';
      }
      return { layout: { kind: 'fields', assign, separator, loc, check: this.check?.name, via: `split on ${JSON.stringify(separator)} then on ${JSON.stringify(assign)}`, ...this.oracleSite(loc) }, run: key.run };
    }
    if (subj.t === 'group') {
      const m = subj.match;
      const kv = keyValueRegex(m.source);
      if (!kv && value.k !== 'text') return null;
      let separator = kv?.separator ?? ' ';
      let assign = kv?.assign ?? '=';
      if (!kv) {
        const inner = /^\^?\([^()]+\)(.+?)\(/.exec(m.source);
        if (inner) assign = inner[1].replace(/\\s[*+?]/g, '').replace(/\\(.)/g, '$1') || '=';
      }
      const of = m.of.subj;
      // (a global regex finds several pairs in one line, `line.matchAll(/(\w+)=(\S*)/g)`: its value class separates them)
      const severalPerElement = m.flags.includes('g') && !(m.source.startsWith('^') && m.source.endsWith('$'));
      if (of.t === 'elem' && !severalPerElement) separator = of.list.sep;
      return { layout: { kind: 'fields', assign, separator, loc: m.loc, check: this.check?.name, via: `regex /${m.source}/`, ...this.oracleSite(m.loc) }, run: key.run };
    }
    void node;
    return null;
  }

  // ---- expressions -----------------------------------------------------------------------------

  private eval(node: AstNode, env: Env): AbstractValue {
    if (++this.steps > this.stepLimit) return UNKNOWN;
    switch (node.type) {
      // the commonest node types first: a switch on strings tests its cases in order
      case 'Identifier':
        return this.lookup(env, node.name)?.value ?? UNKNOWN;
      case 'CallExpression':
        return this.call(node, env);
      case 'Literal':
        if (node.regex) return { k: 'regex', source: node.regex.pattern, flags: node.regex.flags };
        if (node.bigint !== undefined) return constant(BigInt(node.bigint));
        if (typeof node.value === 'string') this.noteLineControl(node, node.value);
        return constant(node.value as string | number | boolean | null);
      case 'MemberExpression': {
        const obj = this.eval(node.object, env);
        if (node.computed) {
          const key = this.eval(node.property, env);
          if (key.k === 'const' && typeof key.v === 'number') return this.index(obj, key.v, node);
          if (key.k === 'const') return this.member(obj, String(key.v), node.property);
          return this.dynamicMember(obj, key);
        }
        if (node.property.type === 'PrivateIdentifier') return UNKNOWN;
        return this.member(obj, node.property.name, node.property);
      }
      case 'TemplateLiteral':
        return this.template(node, env);
      case 'ArrayExpression':
        return this.arrayLiteral(node, env);
      case 'ObjectExpression':
        return this.objectLiteral(node, env);
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        return { k: 'fn', node, env, module: this.mod };
      case 'ClassExpression':
        return UNKNOWN;
      case 'UnaryExpression':
        return this.unary(node, env);
      case 'UpdateExpression': {
        const v = this.eval(node.argument, env);
        if (v.k === 'const' && typeof v.v === 'number' && node.argument.type === 'Identifier') {
          const b = this.lookup(env, node.argument.name);
          if (b && this.globalEnv.vars.get(node.argument.name) !== b) b.value = UNKNOWN;
        }
        return isTainted(v) ? { k: 'unknown', tainted: true } : UNKNOWN;
      }
      case 'BinaryExpression':
        return this.binary(node, env);
      case 'LogicalExpression':
        return this.logical(node, env);
      case 'ConditionalExpression': {
        const t = this.eval(node.test, env);
        const truth = constTruthy(t);
        if (truth === true) return this.eval(node.consequent, env);
        if (truth === false) return this.eval(node.alternate, env);
        return join(this.eval(node.consequent, env), this.eval(node.alternate, env));
      }
      case 'AssignmentExpression':
        return this.assignment(node, env);
      case 'SequenceExpression': {
        let v: AbstractValue = UNKNOWN;
        for (const e of node.expressions) v = this.eval(e, env);
        return v;
      }
      case 'ChainExpression':
        return this.eval(node.expression, env);
      case 'NewExpression':
        return this.newExpression(node, env);
      case 'AwaitExpression': {
        const awaited = this.eval(node.argument, env);
        // a run started before a try and awaited in it (`const p = execFileP(...); try { await p } catch (err) {...}`)
        // is what the catch receives when it fails
        const tryRuns = this.tryRuns[this.tryRuns.length - 1];
        if (awaited.k === 'proc' && awaited.run.throwsOnFailure && tryRuns && !tryRuns.includes(awaited.run)) tryRuns.push(awaited.run);
        return awaited;
      }
      case 'YieldExpression':
        if (node.argument) this.eval(node.argument, env);
        return UNKNOWN;
      case 'TaggedTemplateExpression':
        this.eval(node.quasi, env);
        return UNKNOWN;
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'TSSatisfiesExpression':
      case 'TSInstantiationExpression':
        return this.eval(node.expression, env);
      case 'ImportExpression': {
        const s = this.eval(node.source, env);
        if (s.k === 'const' && typeof s.v === 'string') return this.require(s.v, node);
        return UNKNOWN;
      }
      case 'MetaProperty':
      case 'ThisExpression':
      case 'Super':
      default:
        return UNKNOWN;
    }
  }

  private template(node: AstNode, env: Env): AbstractValue {
    const expressions = node.expressions as AstNode[];
    const values: AbstractValue[] = new Array(expressions.length);
    for (let i = 0; i < expressions.length; i++) values[i] = this.eval(expressions[i], env);
    const quasiNodes = node.quasis as AstNode[];
    const quasis: string[] = new Array(quasiNodes.length);
    for (let i = 0; i < quasiNodes.length; i++) {
      const q = (quasiNodes[i].value.cooked ?? quasiNodes[i].value.raw) as string;
      quasis[i] = q;
      this.noteLineControl(quasiNodes[i], q);
    }
    if (values.length === 1 && quasis[0] === '' && quasis[1] === '' && (values[0].k === 'text' || values[0].k === 'builtin')) return values[0];
    if (values.some((v) => v.k === 'builtin' && v.name === 'program')) return { k: 'builtin', name: 'program' };
    let out = quasis[0];
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v.k !== 'const') {
        if (isTainted(v)) return { k: 'unknown', tainted: true };
        // a text of the oracle's own: its first lines known (`id kg\n${rows}`) are its head, its parts its sketch
        const sketch = sketchParts(quasis.flatMap((q, j) => (j < values.length ? [q, sketchOf(values[j]!)] : [q])));
        return { ...withFold(UNKNOWN, values), ...(out.includes('\n') && out.length <= MAX_HEAD ? { head: out } : {}), ...(sketch ? { sketch } : {}) };
      }
      out += String(v.v) + quasis[i + 1];
      if (out.length > MAX_STRING) return UNKNOWN;
    }
    // (a record of parts, `PX102 failed no_access`, is what a generated input line is; most templates build no such text)
    const built = this.collector.builtTexts;
    if (values.length > 0 && out.length <= 200 && out.includes(' ') && built.size < MAX_BUILT_TEXTS && !out.includes('\n') && !built.has(out)) built.set(out, this.loc(node));
    return withFold(constant(out), values);
  }

  private arrayLiteral(node: AstNode, env: Env): ArrValue {
    const arr: ArrValue = { k: 'arr', items: [] };
    if (this.abstractLoops > 0) arr.loopDepth = this.abstractLoops;
    for (const el of node.elements as (AstNode | null)[]) {
      if (!el) {
        arr.items.push(constant(undefined));
        continue;
      }
      if (el.type === 'SpreadElement') {
        const v = this.eval(el.argument, env);
        if (v.k === 'arr') {
          arr.items.push(...v.items);
          if (v.open) arr.open = true;
          if (v.loopFilled) arr.loopFilled = true;
          if (v.tainted) arr.tainted = true;
          if (v.entriesOf && node.elements.length === 1) arr.entriesOf = v.entriesOf;
        } else if (v.k === 'const' && typeof v.v === 'string' && v.v.length < 10_000) arr.items.push(...[...v.v].map((c) => constant(c)));
        else {
          arr.open = true;
          arr.items.push(this.elementOf(v, null));
          if (isTainted(v)) arr.tainted = true;
        }
        continue;
      }
      const v = this.eval(el, env);
      if (isTainted(v)) arr.tainted = true;
      arr.items.push(v);
    }
    return arr;
  }

  private objectLiteral(node: AstNode, env: Env): ObjValue {
    const obj: ObjValue = { k: 'obj', props: new Map(), literal: { node, file: this.mod.fileRel } };
    for (const prop of node.properties as AstNode[]) {
      if (prop.type === 'SpreadElement') {
        const v = this.eval(prop.argument, env);
        if (v.k === 'obj') {
          for (const [k, pv] of v.props) obj.props.set(k, pv);
          if (v.fields) obj.fields = v.fields;
        } else if (v.k === 'proc') {
          // `{ ...spawnSync(...), lines }`: the copy still holds the run's status, stdout and stderr
          for (const member of ['status', 'stdout', 'stderr', 'signal', 'error']) obj.props.set(member, this.procMember(v, member));
        } else obj.partial = true;
        if (v.k === 'obj' && (v.partial || v.fields || v.tainted)) obj.partial = true;
        continue;
      }
      if (!prop.computed) {
        const value = prop.kind === 'get' || prop.kind === 'set' ? UNKNOWN : this.eval(prop.value, env);
        obj.props.set(String(prop.key.name ?? prop.key.value), value);
        if (isTainted(value)) obj.tainted = true;
        continue;
      }
      const key = this.eval(prop.key, env);
      const value = prop.kind === 'get' || prop.kind === 'set' ? UNKNOWN : this.eval(prop.value, env);
      if (key.k === 'const') obj.props.set(String(key.v), value);
      else {
        obj.partial = true;
        this.dynamicEntry(obj, key, value, prop);
      }
      if (isTainted(value)) obj.tainted = true;
    }
    return obj;
  }

  private unary(node: AstNode, env: Env): AbstractValue {
    const v = this.eval(node.argument, env);
    switch (node.operator) {
      case 'typeof':
        if (v.k === 'const') return constant(v.v === null ? 'object' : typeof v.v);
        // a literal of the oracle's own (`typeof doc === 'string' ? doc : JSON.stringify(doc)`); output stays a question
        if ((v.k === 'arr' || (v.k === 'obj' && !v.fields)) && !isTainted(v)) return constant('object');
        if (v.k === 'fn') return constant('function');
        return { k: 'typeof', of: v };
      case '!':
        if (v.k === 'const') return constant(!v.v);
        if (v.k === 'pred') return { ...v, demands: v.demands.map((d) => ('negated' in d ? { ...d, negated: !d.negated } : d)) };
        if (v.k === 'text' || v.k === 'match') return { k: 'pred', demands: v.k === 'text' ? [{ d: 'presence', on: v, loc: this.loc(node) }] : [], typeOnly: true, ...(v.k === 'match' ? { demands: regexDemands(v, this.loc(node)) , typeOnly: false } : {}) };
        if (v.k === 'status') return { k: 'pred', demands: [{ d: 'status', run: v.run, status: 0, negated: false, loc: this.loc(node) }], typeOnly: false };
        return isTainted(v) ? { k: 'unknown', tainted: true } : UNKNOWN;
      case '-':
        if (v.k === 'const' && (typeof v.v === 'number' || typeof v.v === 'bigint')) return constant(-v.v);
        return isTainted(v) ? { k: 'unknown', tainted: true } : UNKNOWN;
      case '+':
        if (v.k === 'const') return constant(Number(v.v));
        if (v.k === 'text') return { k: 'num', of: v, how: 'Number' };
        return v.k === 'num' ? v : UNKNOWN;
      case 'void':
        return constant(undefined);
      case 'delete':
        return constant(true);
      default:
        return isTainted(v) ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
  }

  private binary(node: AstNode, env: Env): AbstractValue {
    const a = this.eval(node.left, env);
    const b = this.eval(node.right, env);
    const op = node.operator as string;
    if (op === '===' || op === '!==' || op === '==' || op === '!=') {
      const compared = this.stringifiedEquality(a, b, this.loc(node), node);
      if (compared) return compared;
      this.noteJoinedOrder(a, b, this.loc(node), node);
    }
    if (op === 'in') {
      if (b.k === 'obj' && b.fields && a.k === 'const') {
        const t = this.keyText(b, String(a.v), node.left);
        return { k: 'pred', demands: [{ d: 'presence', on: t, loc: this.loc(node) }], typeOnly: true };
      }
      return isTainted(b) ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
    if (op === 'instanceof') return isTainted(a) ? { k: 'pred', demands: [], typeOnly: true } : UNKNOWN;
    if (a.k === 'const' && b.k === 'const') {
      const result = foldBinary(op, a.v, b.v);
      const rounded = op === '/' ? roundedByDivision(a, b) : undefined;
      if (rounded && result.k === 'const') return { ...result, rounded };
      return op === '+' && (a.folded || b.folded) && result.k === 'const' ? withFold(result, [a, b]) : result;
    }
    if ((a.k === 'const' || a.k === 'bigconst') && (b.k === 'const' || b.k === 'bigconst') && op === '*') {
      return { k: 'bigconst', digits: (a.k === 'bigconst' ? a.digits : String(a.v).length) + (b.k === 'bigconst' ? b.digits : String(b.v).length) };
    }
    if (op === '+' && (a.k === 'builtin' && a.name === 'program' || b.k === 'builtin' && b.name === 'program')) return { k: 'builtin', name: 'program' };
    // `s.indexOf('=') + 1`: the start of what follows the separator
    if (op === '+' && a.k === 'idx' && b.k === 'const' && typeof b.v === 'number') return { ...a, offset: a.offset + b.v };
    // a sum of two values of the output (`q.deposit + q.balance`; numbers, not a concatenation of texts) judges both
    // (a difference, `end - start`, is mostly a duration whose parts other checks judge on their own)
    const arithmetic = op === '*' || op === '-' || op === '/' || op === '%' || op === '**';
    if (op === '+' && (a.k === 'num' || b.k === 'num' || (a.k === 'text' && a.json && b.k === 'text' && b.json))) {
      const x = outputNumber(a);
      const y = outputNumber(b);
      if (x && y) return { ...x, also: [...(x.also ?? []), y.of, ...(y.also ?? [])] };
    }
    // arithmetic on output demands a number of it
    if (arithmetic) {
      if (a.k === 'text') return { k: 'num', of: a, how: 'Number' };
      if (b.k === 'text') return { k: 'num', of: b, how: 'Number' };
      if (a.k === 'num' && a.how !== 'length') return a;
      if (b.k === 'num' && b.how !== 'length') return b;
    }
    // `Math.round(x * 100) / 100`: rounded to two decimals
    const rounded = op === '/' && a.k === 'unknown' ? roundedByDivision(a, b) : undefined;
    if (rounded) return { k: 'unknown', rounded };
    // a text of the oracle's own whose beginning is known (`'tag session litres\n' + asInput(records)`)
    if (op === '+' && !isTainted(a) && !isTainted(b)) {
      const head = a.k === 'unknown' ? a.head : a.k === 'const' && typeof a.v === 'string' && a.v.includes('\n') && b.k === 'unknown' ? a.v : undefined;
      const sketch = (a.k === 'unknown' || b.k === 'unknown') && (a.k === 'const' || a.k === 'unknown') && (b.k === 'const' || b.k === 'unknown')
        ? sketchParts([sketchOf(a), sketchOf(b)]) : undefined;
      if (head !== undefined && head.length <= MAX_HEAD) return { k: 'unknown', head, ...(sketch ? { sketch } : {}) };
      // (a text folded to one case stays so: `id.toUpperCase() + ' ' + rows`)
      if (sketch) return withFold({ k: 'unknown', sketch }, [a, b]);
      if ((a.k === 'const' || a.k === 'unknown') && (b.k === 'const' || b.k === 'unknown') && (a.folded || b.folded)) return withFold(UNKNOWN, [a, b]);
    }
    if (op === '+' && a.k === 'text' && b.k === 'const' && b.v === '') return a;
    if (op === '+' && b.k === 'text' && a.k === 'const' && a.v === '') return b;
    // located only here: most operators fold or pass a value through before needing a location
    const result = compareValues(a, b, op, this.comparedAt(node, node.left, a, node.right, b), sourceOf(node.operator));
    // a number compared with a literal zero (`n >= 0`) tests its sign only; a variable that starts at zero (`c >= prev`) is
    // the previous answer in every later iteration
    if (result.k === 'pred' && (op === '<' || op === '>' || op === '<=' || op === '>=') && (isZeroLiteral(node.left) || isZeroLiteral(node.right))) {
      for (const d of result.demands) if (d.d === 'number') d.signOnly = true;
    }
    // a literal the output is compared with is vocabulary even when the comparison only steers the oracle (`if (path === 'none')`)
    if (result.k === 'pred' && (op === '===' || op === '==' || op === '!==' || op === '!=')) {
      for (const d of result.demands) {
        if (d.d === 'vocab') this.collector.vocab.push({ on: d.on, token: d.token, loc: d.loc, check: this.check?.name, via: d.cmp, steers: true });
      }
    }
    return result;
  }

  /**
   * `JSON.stringify(got) !== JSON.stringify(want)`, the deep equality of oracles without `assert`: compares the two values
   * as `deepStrictEqual` does (a literal string on one side is the JSON it spells).
   */
  private stringifiedEquality(a: AbstractValue, b: AbstractValue, loc: SourceLocation, node: AstNode): AbstractValue | undefined {
    const of = (v: AbstractValue) => (v.k === 'unknown' ? v.stringOf : undefined);
    if (!of(a) && !of(b)) return undefined;
    const value = (v: AbstractValue): AbstractValue | undefined => {
      const s = of(v);
      if (s) return s;
      if (v.k !== 'const' || typeof v.v !== 'string') return undefined;
      if (v.jsonOf) return v.jsonOf;
      try {
        return fromJson(JSON.parse(v.v));
      } catch {
        return undefined;
      }
    };
    const x = value(a);
    const y = value(b);
    if (!x || !y || (!isTainted(x) && !isTainted(y))) return undefined;
    return this.equality(x, y, loc, 'JSON.stringify', node);
  }

  private logical(node: AstNode, env: Env): AbstractValue {
    const a = this.eval(node.left, env);
    const op = node.operator as string;
    const truth = constTruthy(a);
    if (op === '&&' && truth === false) return a;
    if (op === '||' && truth === true) return a;
    const b = this.eval(node.right, env);
    if (op === '&&' && truth === true) return b;
    if ((op === '||' || op === '??') && a.k === 'text' && !isTainted(b)) return { ...a, fallback: true, ...(b.k === 'const' && typeof b.v === 'string' ? { fallbackText: b.v } : {}) };
    if ((op === '||' || op === '??') && a.k === 'obj' && b.k === 'obj') return a.fields ? a : b;
    if (a.k === 'pred' && b.k === 'pred') {
      const always = op === '||' ? coversEveryNumber(node.left, node.right) : null;
      if (always) return { k: 'pred', demands: [...a.demands, ...b.demands], typeOnly: true, always };
      return { k: 'pred', demands: [...a.demands, ...b.demands], typeOnly: a.typeOnly && b.typeOnly };
    }
    if (a.k === 'pred' && !isTainted(b)) return a;
    if (b.k === 'pred' && !isTainted(a)) return b;
    if (op === '&&') return a.k === 'pred' ? a : b.k !== 'unknown' ? b : isTainted(a) ? { k: 'unknown', tainted: true } : b;
    return join(a, b);
  }

  private assignment(node: AstNode, env: Env): AbstractValue {
    const op = node.operator as string;
    let value = this.eval(node.right, env);
    if (op !== '=') {
      const current = this.eval(node.left, env);
      const bop = op.slice(0, -1);
      if (bop === '&&' || bop === '||' || bop === '??') value = join(current, value);
      else if (current.k === 'const' && value.k === 'const') value = foldBinary(bop, current.v, value.v);
      // `out += chunk` accumulates a stream: the variable now holds the output
      else if (bop === '+' && value.k === 'text') value = value;
      else if (bop === '+' && current.k === 'text') value = current;
      else value = isTainted(current) || isTainted(value) ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
    this.assignPattern(node.left, value, env);
    return value;
  }

  // ---- property reads ----------------------------------------------------------------------------

  /** Reads key `key` of a fields object: records the read and returns the value's text. */
  private keyText(obj: ObjValue, key: string, node: AstNode, at?: SourceLocation): TextValue {
    const layout = obj.fields ?? null;
    // (a key written elsewhere, `rep[key]` of a helper handed `'local'`, is read where it is handed over)
    const spelled = node.type === 'MemberExpression' ? !node.computed || writtenHere(node.property) : writtenHere(node);
    const loc = at ?? (spelled ? this.loc(node) : this.spelledAt(this.loc(node), constant(key)));
    if (layout) {
      const rec: LayoutRec = { layout: layoutOf(layout), loc: layout.loc, check: this.check?.name, via: layout.via };
      if (layout.site) rec.site = layout.site;
      this.pushLayout(rec);
    }
    this.collector.reads.push({ key, loc, check: this.check?.name });
    this.check?.reads.add(key);
    return { k: 'text', subj: { t: 'key', key, layout }, run: obj.fieldsRun ?? null, json: layout?.kind === 'json' || undefined };
  }

  private member(obj: AbstractValue, name: string, node: AstNode): AbstractValue {
    switch (obj.k) {
      case 'builtin':
        return this.builtinMember(obj.name, name, obj);
      case 'obj': {
        const own = obj.props.get(name);
        if (own) return own;
        if (obj.fields && !(obj.map ? MAP_MEMBERS : OBJECT_MEMBERS).has(name)) return this.keyText(obj, name, node);
        if (obj.record && !(obj.map ? MAP_MEMBERS : OBJECT_MEMBERS).has(name)) return obj.record;
        return obj.tainted ? { k: 'unknown', tainted: true } : UNKNOWN;
      }
      case 'proc':
        return this.procMember(obj, name);
      case 'text':
        if (name === 'length') return { k: 'num', of: obj, how: 'length' };
        if (obj.json && !STRING_METHODS.has(name)) return this.jsonChild(obj, name, node);
        if (obj.subj.t === 'whole' && obj.run && (name === 'readable' || name === 'on')) return UNKNOWN;
        return { k: 'unknown', tainted: true };
      case 'list':
      case 'mapped':
        if (name === 'length') {
          const base = obj.k === 'list' ? obj : obj.base;
          base.iterated = true;
          return { k: 'num', of: { k: 'text', subj: { t: 'elem', list: base, index: null }, run: base.src.run }, how: 'length' };
        }
        return { k: 'unknown', tainted: true };
      case 'match':
        if (name === 'groups') return { k: 'builtin', name: 'groups', data: obj };
        if (name === 'index' || name === 'input') return { k: 'unknown', tainted: true };
        return { k: 'unknown', tainted: true };
      case 'arr':
        if (name === 'length') return obj.open ? (obj.tainted ? { k: 'unknown', tainted: true } : UNKNOWN) : constant(obj.items.length);
        return obj.tainted ? { k: 'unknown', tainted: true } : UNKNOWN;
      case 'const':
        // (the length of a number past 2^53 written out: how many digits the program's answer has)
        if (typeof obj.v === 'string' && name === 'length') return BIG_DIGITS.test(obj.v) ? { k: 'const', v: obj.v.length, digitCount: true } : constant(obj.v.length);
        return UNKNOWN;
      case 'num':
      case 'status':
      case 'keys':
        return { k: 'unknown', tainted: true };
      case 'unknown':
        return obj.tainted ? obj : UNKNOWN;
      default:
        return UNKNOWN;
    }
  }

  private jsonChild(parent: TextValue, name: string, node: AstNode): TextValue {
    const base = parent.subj.t === 'key' ? parent.subj.key : '';
    const key = base ? `${base}.${name}` : name;
    this.collector.reads.push({ key, loc: this.loc(node), check: this.check?.name });
    this.check?.reads.add(key);
    return { ...parent, subj: { t: 'key', key, layout: parent.subj.t === 'key' ? parent.subj.layout : null } };
  }

  /** `table[k]` (k unknown) is changed in place: the table may now hold anything under any key. */
  private markChangedUnder(target: AstNode, env: Env): void {
    // (only a table named outright is looked up again: evaluating a call twice would record its demands twice)
    if (target.type !== 'MemberExpression' || !target.computed) return;
    const table = target.object;
    const named = table.type === 'Identifier' || (table.type === 'MemberExpression' && !table.computed && (table.object.type === 'Identifier' || table.object.type === 'ThisExpression'));
    if (!named) return;
    const value = this.eval(table, env);
    if (value.k === 'obj') value.partial = true;
    else if (value.k === 'arr') value.open = true;
  }

  private dynamicMember(obj: AbstractValue, key: AbstractValue): AbstractValue {
    if (obj.k === 'match' || (obj.k === 'builtin' && obj.name === 'groups')) return { k: 'unknown', tainted: true };
    if (obj.k === 'list' || obj.k === 'mapped') return this.elementOf(obj, null);
    // the oracle's own array indexed by a value of the output (`balances[Number(r.months)]`) gives what the output picks
    if (obj.k === 'arr' && isTainted(key) && !obj.tainted) return { k: 'unknown', tainted: true };
    if (obj.k === 'arr') return obj.items.length ? this.elementOf(obj, null) : UNKNOWN;
    if (obj.k === 'obj' && obj.record) return obj.record;
    if (isTainted(obj) || isTainted(key)) return { k: 'unknown', tainted: true };
    return UNKNOWN;
  }

  private procMember(p: ProcValue, name: string): AbstractValue {
    switch (name) {
      case 'stdout':
      case 'all':
        return { k: 'text', subj: { t: 'whole', ch: 'stdout' }, run: p.run };
      case 'stderr':
        return { k: 'text', subj: { t: 'whole', ch: 'stderr' }, run: p.run };
      case 'status':
      case 'exitCode':
      case 'code':
        return { k: 'status', run: p.run };
      case 'stdin':
        return { k: 'builtin', name: 'stdin', data: p.run };
      // the child process of a promisified `execFile` (`pending.child.stdin.end(text)`)
      case 'child':
        return p;
      case 'on':
      case 'once':
        return { k: 'builtin', name: 'proc.on', data: p };
      // whether the process could start or was killed says nothing of the answer (`if (r.error) throw r.error`)
      case 'error':
      case 'signal':
      case 'pid':
      case 'killed':
      case 'timedOut':
        return UNKNOWN;
      default:
        return { k: 'unknown', tainted: true };
    }
  }

  private index(obj: AbstractValue, i: number, node: AstNode): AbstractValue {
    switch (obj.k) {
      case 'arr':
        return obj.items[i] ?? (obj.open ? obj.items[0] ?? UNKNOWN : constant(undefined));
      case 'list': {
        obj.indices.add(i);
        return { k: 'text', subj: { t: 'elem', list: obj, index: i }, run: obj.src.run, lower: obj.src.lower };
      }
      case 'mapped':
        return this.elementOf(obj, i);
      case 'match':
        return this.group(obj, i);
      case 'text':
        if (obj.json) return { ...obj, subj: { t: 'key', key: `${obj.subj.t === 'key' ? obj.subj.key : ''}[]`, layout: obj.subj.t === 'key' ? obj.subj.layout : null } };
        return { k: 'unknown', tainted: true };
      case 'const':
        if (typeof obj.v === 'string') return constant(obj.v[i]);
        return UNKNOWN;
      case 'obj':
        return this.member(obj, String(i), node);
      default:
        return isTainted(obj) ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
  }

  private group(m: MatchValue, g: number | string): AbstractValue {
    if (g === 0) return m.of;
    const lit = literalKeyRegex(m.source, m.flags);
    // ... scraped from stdout, or from one of its lines by a regex anchored at the line's start (`/^cycle=(.+)$/` on
    // `lines[0]`): a key=value field on a line of its own
    const subj = m.of.subj;
    const onLine = lit !== null && !lit.json && m.source.startsWith('^') && subj.t === 'elem' && isStdoutText(m.of);
    // ... or from within one line of it (`/accepted=(\d+)/` on the summary line): a key=value field among the line's words
    const inLine = lit !== null && !lit.json && !onLine && subj.t === 'elem' && isStdoutText(m.of) && subj.list.sep === '\n';
    // ... or from one block of stdout split on blank lines (`/^vat: (.*)$/m` on a block): a field on a line of the block
    const inBlock = lit !== null && !lit.json && subj.t === 'elem' && subj.list.sep === '\n\n' && subj.list.src.subj.t === 'whole' && subj.list.src.subj.ch === 'stdout';
    if (lit && ((subj.t === 'whole' && subj.ch === 'stdout') || onLine || inBlock || inLine)) {
      const separator = onLine || inBlock ? '\n' : lit.separator;
      // (a key the regex is built from, `new RegExp(`${key}=(\\S+)`)` in `field(out, 'idle')`, is read where it is handed over)
      this.collector.reads.push({ key: lit.key, loc: this.spelledAt(m.loc, constant(lit.key)), check: this.check?.name });
      this.check?.reads.add(lit.key);
      // one keyed line says nothing of the other lines' layout (`yes` answers, then `sets=2` last)
      if (!onLine && !inLine) {
        this.pushLayout({
          layout: lit.json ? { kind: 'json' } : { kind: 'fields', assign: lit.assign, separator }, loc: m.loc, check: this.check?.name, via: `regex /${m.source}/`,
        });
      }
      const layout: FieldsLayout = { kind: lit.json ? 'json' : 'fields', assign: lit.assign, separator, loc: m.loc, check: this.check?.name, via: `regex /${m.source}/` };
      return { k: 'text', subj: { t: 'key', key: lit.key, layout }, run: m.of.run };
    }
    if (m.of.prefix && typeof g === 'number') return this.prefixValue(m.of);
    // a group that follows a literal `key=` in a line pattern holding several (`^buildings=(\d+) uncovered=(\d+)$`) is
    // that key's value
    const keyed = isStdoutText(m.of) ? keyedGroupOf(m.source, g) : undefined;
    if (keyed) {
      this.collector.reads.push({ key: keyed.key, loc: this.spelledAt(m.loc, constant(keyed.key)), check: this.check?.name });
      this.check?.reads.add(keyed.key);
      const layout: FieldsLayout = { kind: 'fields', assign: keyed.assign, separator: ' ', loc: m.loc, check: this.check?.name, via: `regex /${m.source}/` };
      return { k: 'text', subj: { t: 'key', key: keyed.key, layout }, run: m.of.run };
    }
    return { k: 'text', subj: { t: 'group', match: m, group: g }, run: m.of.run };
  }

  /** The element of a list-like value at `i` (null: any element, as in a loop). */
  private elementOf(v: AbstractValue, i: number | null): AbstractValue {
    if (v.k === 'list') {
      if (i === null) v.iterated = true;
      else v.indices.add(i);
      return { k: 'text', subj: { t: 'elem', list: v, index: i }, run: v.src.run, lower: v.src.lower };
    }
    if (v.k === 'mapped') {
      // an item read past items cut off the front: the oracle skips a head of the list
      if (v.skip && v.skipAt) v.base.headSkip ??= v.skipAt;
      let el = this.elementOf(v.base, i === null ? null : i + (v.skip ?? 0));
      for (const fn of v.fns) el = this.callValue(fn, [el, i === null ? UNKNOWN : constant(i)], null);
      return el;
    }
    if (v.k === 'arr') {
      if (i !== null && v.items[i]) return v.items[i];
      // any one of several different numbers is none of them (`data[i] < data[j]` is no constant comparison); one of
      // several words still stands for them (a token the output is compared with)
      const first = v.items[0];
      if (first?.k === 'const' && typeof first.v === 'number' && v.items.every((it) => it.k === 'const' && typeof it.v === 'number') && v.items.some((it) => (it as { v: unknown }).v !== first.v)) return v.tainted ? { k: 'unknown', tainted: true } : UNKNOWN;
      return v.items.length ? v.items.reduce((a, b) => join(a, b)) : v.tainted ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
    if (v.k === 'text' && v.json) return this.index(v, 0, v as unknown as AstNode);
    if (v.k === 'text') return { k: 'unknown', tainted: true };
    if (v.k === 'obj' && v.fields) return { k: 'unknown', tainted: true };
    return isTainted(v) ? { k: 'unknown', tainted: true } : UNKNOWN;
  }

  private rememberKeyPrefix(t: TextValue, prefix: NonNullable<TextValue['prefix']>): void {
    if (t.subj.t !== 'elem' || t.subj.index === null) this.keyPrefixes.set(t, prefix);
    else {
      let byPlace = this.linePrefixes.get(t.subj.list);
      if (!byPlace) this.linePrefixes.set(t.subj.list, (byPlace = new Map()));
      byPlace.set(t.subj.index, prefix);
    }
  }

  /**
   * The value after a key the oracle tested `t` to start with, when `from` is where it starts. (A line read by its place
   * gets that place back in assemble: see placeTestedKeys.)
   */
  private valueAfterTestedKey(t: TextValue, from: AbstractValue | undefined): TextValue | undefined {
    if (t.prefix || from?.k !== 'const') return undefined;
    const tested = t.subj.t === 'elem' && t.subj.index !== null ? this.linePrefixes.get(t.subj.list)?.get(t.subj.index) : this.keyPrefixes.get(t);
    if (!tested || from.v !== tested.key.length + tested.assign.length) return undefined;
    return this.prefixValue({ ...t, prefix: tested });
  }

  /** A line of the output cut at constant character positions (`line.slice(0, 10)`): a column read by its place. True when noted. */
  private noteColumnCut(t: TextValue, method: string, from: AbstractValue | undefined, to: AbstractValue | undefined, loc: SourceLocation): boolean {
    if (t.subj.t !== 'elem' || t.subj.list.sep !== '\n' || t.subj.rest || t.prefix || t.altered) return false;
    if (from?.k !== 'const' || typeof from.v !== 'number' || !Number.isInteger(from.v) || from.v < 0) return false;
    if (to !== undefined && (to.k !== 'const' || typeof to.v !== 'number' || !Number.isInteger(to.v))) return false;
    const start = from.v;
    const end = to === undefined ? undefined : method === 'substr' ? start + (to.v as number) : (to.v as number);
    if (end !== undefined && end <= start) return false;
    this.collector.columnCuts.push({ list: t.subj.list, start, ...(end !== undefined ? { end } : {}), loc, check: this.check?.name });
    return true;
  }

  private prefixValue(line: TextValue): TextValue {
    const p = line.prefix!;
    const layout: FieldsLayout = { kind: 'fields', assign: p.assign, separator: line.subj.t === 'elem' ? line.subj.list.sep : '\n', loc: line.subj.t === 'elem' ? line.subj.list.loc : { file: this.mod.fileRel, line: 1, column: 1 }, check: this.check?.name, via: `startsWith(${JSON.stringify(p.key + p.assign)})` };
    this.pushLayout({ layout: layoutOf(layout), loc: layout.loc, check: layout.check, via: layout.via, ...(layout.site ? { site: layout.site } : {}) });
    this.collector.reads.push({ key: p.key, loc: layout.loc, check: this.check?.name });
    this.check?.reads.add(p.key);
    return { k: 'text', subj: { t: 'key', key: p.key, layout }, run: line.run };
  }

  private builtinMember(base: string, name: string, self?: AbstractValue): AbstractValue {
    if (base === 'process') {
      if (name === 'env') return { k: 'builtin', name: 'process.env' };
      if (name === 'execPath' || name === 'argv0') return constant('node');
      return memberBuiltin(base, name);
    }
    if (base === 'process.env') return name === 'ORACLE_PROGRAM' ? { k: 'builtin', name: 'program' } : UNKNOWN;
    // `import { strict as assert } from 'node:assert'`, `assert.strict.equal(...)`: the strict module is assert itself
    if (base === 'assert' && name === 'strict') return { k: 'builtin', name: 'assert' };
    if (base === 'mod:test') return memberBuiltin(base, name);
    if (base === 'mod:expect') return name === 'default' || name === 'expect' ? { k: 'builtin', name: 'test.expect' } : UNKNOWN;
    if (base === 'groups' && self?.k === 'builtin') return this.group(self.data as MatchValue, name);
    if (base === 'expect' && self?.k === 'builtin') {
      const state = self.data as { subject: AbstractValue; not: boolean };
      if (name === 'not') return { k: 'builtin', name: 'expect', data: { ...state, not: !state.not } };
      return self;
    }
    if (base === 'stdin') return { k: 'builtin', name: `stdin.${name}`, data: (self as { data?: unknown } | undefined)?.data };
    if (base === 'program') {
      if (name === 'length') return UNKNOWN;
      if (name === 'split') return { k: 'builtin', name: 'program.split' };
      return PROGRAM_TEXT_METHODS.has(name) ? { k: 'builtin', name: 'program.text' } : { k: 'builtin', name: 'program' };
    }
    return memberBuiltin(base, name);
  }

  // ---- calls -----------------------------------------------------------------------------------

  private argValues(args: AstNode[], env: Env): AbstractValue[] {
    // most calls pass one or two plain arguments: an array literal of them is allocated at its size (pushing onto
    // `[]` allocates room for 17)
    const n = args.length;
    if (n === 0) return [];
    const a0 = args[0];
    if (n === 1 && a0.type !== 'SpreadElement') return [this.eval(a0, env)];
    const a1 = args[1];
    if (n === 2 && a0.type !== 'SpreadElement' && a1.type !== 'SpreadElement') {
      const v0 = this.eval(a0, env);
      return [v0, this.eval(a1, env)];
    }
    const out: AbstractValue[] = [];
    for (const a of args) {
      if (a.type === 'SpreadElement') {
        const v = this.eval(a.argument, env);
        if (v.k === 'arr' && !v.open) out.push(...v.items);
        else out.push(this.elementOf(v, null));
      } else out.push(this.eval(a, env));
    }
    return out;
  }

  private call(node: AstNode, env: Env): AbstractValue {
    const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
    if (callee.type === 'MemberExpression') {
      const recv = this.eval(callee.object, env);
      let name: string;
      if (callee.computed) {
        const key = this.eval(callee.property, env);
        if (key.k !== 'const' || typeof key.v !== 'string') {
          this.argValues(node.arguments, env);
          return isTainted(recv) ? { k: 'unknown', tainted: true } : UNKNOWN;
        }
        name = key.v;
      } else if (typeof callee.property.name !== 'string') {
        // a property without a name (as a constant, `undefined`: not a method name)
        this.argValues(node.arguments, env);
        return isTainted(recv) ? { k: 'unknown', tainted: true } : UNKNOWN;
      } else name = callee.property.name;
      // a value of the oracle's own table changed under a key it does not know (`assignments[best].push(id)`): the table
      // no longer holds only what the analysis knows of it
      if (recv.k === 'unknown' && MUTATORS.has(name)) this.markChangedUnder(callee.object, env);
      if (recv.k === 'builtin' && recv.name === 'expect') {
        return this.expectMatcher(recv.data as { subject: AbstractValue; not: boolean }, name, this.argValues(node.arguments, env), node);
      }
      const own = recv.k === 'obj' ? recv.props.get(name) : undefined;
      if (own && (own.k === 'fn' || own.k === 'builtin')) return this.callValue(own, this.argValues(node.arguments, env), node, recv);
      if (recv.k === 'builtin') {
        const fn = this.builtinMember(recv.name, name, recv);
        return this.callBuiltin(fn.k === 'builtin' ? fn.name : '', this.argValues(node.arguments, env), node, fn.k === 'builtin' ? fn.data : undefined, env);
      }
      return this.method(recv, name, node.arguments, node, env);
    }
    if (callee.type === 'Identifier' && callee.name === 'require' && !this.lookup(env, 'require')?.value.k?.startsWith('fn')) {
      const arg = node.arguments[0] ? this.eval(node.arguments[0], env) : UNKNOWN;
      if (arg.k === 'const' && typeof arg.v === 'string') return this.require(arg.v, node);
      return UNKNOWN;
    }
    const fn = this.eval(callee, env);
    const args = this.argValues(node.arguments, env);
    if (fn.k !== 'fn') return this.callValue(fn, args, node);
    this.callSites.push(this.loc(node));
    this.callArgs.push({ fn: fn.node, args });
    try {
      return this.callFunction(fn, args, undefined, true);
    } finally {
      this.callSites.pop();
      this.callArgs.pop();
    }
  }

  /** Calls a function value (closure or builtin) with abstract arguments. */
  private callValue(fn: AbstractValue, args: AbstractValue[], node: AstNode | null, self?: AbstractValue): AbstractValue {
    if (fn.k === 'builtin') return this.callBuiltin(fn.name, args, node ?? ({ type: 'Synthetic' } as AstNode), fn.data, null);
    if (fn.k !== 'fn') return anyTainted(args) ? { k: 'unknown', tainted: true } : UNKNOWN;
    return this.callFunction(fn, args, self);
  }

  /** Calls with constant arguments that record nothing and fold to a constant (`graphInput([...])`) are computed once. */
  private callFunction(fn: FnValue, args: AbstractValue[], self?: AbstractValue, memoise = false): AbstractValue {
    // only direct calls: callbacks of array methods run per element and rarely repeat
    if (!memoise || self || fn.node.async || this.impure.has(fn.node)) return this.invoke(fn, args, self);
    const key = constKey(args);
    if (key === null) return this.parserCall(fn, args);
    let byNode = this.memo.get(fn.env);
    if (!byNode) this.memo.set(fn.env, (byNode = new Map()));
    let results = byNode.get(fn.node);
    if (!results) byNode.set(fn.node, (results = new Map()));
    const hash = memoHash(key);
    const hit = memoGet(results, hash, key);
    if (hit) return hit;
    const before = this.effects();
    this.memoising++;
    let result: AbstractValue;
    try {
      result = this.invoke(fn, args, self);
    } finally {
      this.memoising--;
    }
    if (result.k === 'const' && this.effects() === before) memoSet(results, hash, key, result);
    // a helper that runs the program or asserts will do so again: stop trying to memoise it
    else this.impure.add(fn.node);
    return result;
  }

  /**
   * A parser helper (`kv(r.stdout)`) handed the whole stdout of a run: its summary is computed once (the fields object it
   * builds and the splits it makes) and re-applied at each call with this call's run and check.
   */
  private parserCall(fn: FnValue, args: AbstractValue[]): AbstractValue {
    const [text] = args;
    if (args.length !== 1 || text.k !== 'text' || text.subj.t !== 'whole' || text.subj.ch !== 'stdout' || text.lower || text.json) {
      return this.invoke(fn, args);
    }
    let byNode = this.summaries.get(fn.env);
    if (!byNode) this.summaries.set(fn.env, (byNode = new Map()));
    const summary = byNode.get(fn.node);
    const check = this.check?.name;
    if (summary) {
      if (summary === 'none') return this.invoke(fn, args);
      for (const l of summary.lists) this.collector.lists.push({ list: l, check });
      const fields = { ...summary.result.fields!, check };
      return { k: 'obj', props: new Map(summary.result.props), fields, fieldsRun: text.run };
    }
    const c = this.collector;
    const before = [c.reads.length, c.vocab.length, c.shapes.length, c.exits.length, c.stderr.length, c.required.length, c.numbers.length,
      c.magnitudes.length, c.cases.length, c.orders.length, c.checks.length, this.runCounter, c.layouts.length, c.sorted.length, c.modelOrders.length];
    const listStart = c.lists.length;
    const result = this.invoke(fn, args);
    const after = [c.reads.length, c.vocab.length, c.shapes.length, c.exits.length, c.stderr.length, c.required.length, c.numbers.length,
      c.magnitudes.length, c.cases.length, c.orders.length, c.checks.length, this.runCounter, c.layouts.length, c.sorted.length, c.modelOrders.length];
    const pure = before.every((n, i) => n === after[i]);
    if (pure && result.k === 'obj' && result.fields && [...result.props.values()].every((v) => v.k === 'const' || v.k === 'fn' || v.k === 'builtin')) {
      byNode.set(fn.node, { result, lists: c.lists.slice(listStart).map((e) => e.list) });
    } else byNode.set(fn.node, 'none');
    return result;
  }

  /** True when `name`, assigned in `env`, lives outside the innermost function being called. */
  private assignsOuter(env: Env, name: string): boolean {
    const own = this.frames[this.frames.length - 1]!.env;
    for (let e: Env | null = env; e; e = e.parent) {
      if (e.vars.has(name)) return false;
      if (e === own) return true;
    }
    return true;
  }

  private effects(): number {
    const c = this.collector;
    return this.runCounter + this.outerWrites + this.draws + c.reads.length + c.vocab.length + c.shapes.length + c.layouts.length + c.exits.length + c.stderr.length
      + c.required.length + c.numbers.length + c.lists.length + c.checks.length + c.magnitudes.length + c.cases.length + c.orders.length + c.sorted.length + c.modelOrders.length + this.steps * 0;
  }

  private invoke(fn: FnValue, args: AbstractValue[], self?: AbstractValue): AbstractValue {
    const node = fn.node;
    let slot = this.active.get(node);
    if (!slot) this.active.set(node, (slot = { depth: 0 }));
    const depth = slot.depth;
    if (depth >= 2 || this.frames.length >= MAX_DEPTH || node.generator) return anyTainted(args) ? { k: 'unknown', tainted: true } : UNKNOWN;
    slot.depth = depth + 1;
    const savedMod = this.mod;
    this.mod = fn.module;
    const env: Env = { vars: new Map(), parent: fn.env };
    if (self) env.vars.set('this', { value: self });
    const frame: Frame = { returns: [], taintedArgs: anyTainted(args), env };
    this.frames.push(frame);
    try {
      const params = node.params as AstNode[];
      for (let i = 0; i < params.length; i++) {
        const p = params[i];
        if (p.type === 'RestElement') this.bindPattern(p.argument, { k: 'arr', items: args.slice(i) }, env, true);
        else if (p.type === 'TSParameterProperty') this.bindPattern(p.parameter, args[i] ?? constant(undefined), env, true);
        else this.bindPattern(p, args[i] ?? constant(undefined), env, true);
      }
      if (node.body.type === 'BlockStatement') {
        this.hoist(node.body.body, env);
        this.execBody(node.body.body, env);
      } else frame.returns.push(this.eval(node.body, env));
    } finally {
      this.frames.pop();
      this.mod = savedMod;
      slot.depth = depth;
    }
    const returns = frame.returns;
    let result: AbstractValue = returns.length ? returns[0] : constant(undefined);
    for (let i = 1; i < returns.length; i++) result = join(result, returns[i]);
    // a helper handed program output and returning something we cannot follow still computed it from the output
    if (frame.taintedArgs && (result.k === 'unknown' || result.k === 'const')) result = { k: 'unknown', tainted: true };
    return result;
  }

  private newExpression(node: AstNode, env: Env): AbstractValue {
    const ctor = this.eval(node.callee, env);
    const args = this.argValues(node.arguments, env);
    if (ctor.k !== 'builtin') return anyTainted(args) ? { k: 'unknown', tainted: true } : UNKNOWN;
    switch (ctor.name) {
      case 'Array':
        return arrayOfLength(args);
      case 'Map': {
        const obj: ObjValue = { k: 'obj', props: new Map(), map: true };
        if (args[0]) this.fromEntries(obj, args[0], node);
        return obj;
      }
      case 'Set':
        if (args[0] && (args[0].k === 'list' || args[0].k === 'mapped')) return args[0];
        if (args[0]?.k === 'arr') return args[0];
        // a set of what the output holds (`new Set(people).size` of a JSON array) is still read from the output
        return { k: 'arr', items: [], open: true, ...(args[0] && isTainted(args[0]) ? { tainted: true } : {}) };
      case 'Promise': {
        const slot = { value: UNKNOWN as AbstractValue };
        if (args[0]) this.callValue(args[0], [{ k: 'builtin', name: 'resolve', data: slot }, { k: 'builtin', name: 'reject' }], node);
        return slot.value;
      }
      case 'RegExp':
        if (args[0]?.k === 'const' && typeof args[0].v === 'string') return { k: 'regex', source: args[0].v, flags: args[1]?.k === 'const' ? String(args[1].v) : '' };
        if (args[0]?.k === 'regex') return args[0];
        return UNKNOWN;
      default:
        return anyTainted(args) ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
  }

  /** `Object.fromEntries(pairs)` / `new Map(pairs)`: entries made of split pairs make a fields object. */
  private fromEntries(obj: ObjValue, entries: AbstractValue, node: AstNode): void {
    // the oracle's own pairs (`Object.fromEntries(LOCODES.map((p) => [p, 250]))`): every entry, in order (a Map of
    // expected pairs stays one blended entry: compared with a Map of output pairs, it is the output's layout that counts)
    if (!obj.map && entries.k === 'arr' && !entries.open && entries.items.length <= MAX_FOLDED_ENTRIES && entries.items.every((e) => e.k === 'arr' && e.items.length >= 2 && e.items[0]!.k === 'const')) {
      for (const e of entries.items as ArrValue[]) obj.props.set(String((e.items[0] as { v: unknown }).v), e.items[1]!);
      return;
    }
    // entries not all known (`Object.keys(o).map(...)` of an object with keys it could not work out): keys it does not know
    obj.partial = true;
    const entry = this.elementOf(entries, null);
    if (entry.k === 'list' || entry.k === 'mapped') {
      const k = this.elementOf(entry, 0);
      const v = this.elementOf(entry, 1);
      this.dynamicEntry(obj, k, v, node);
    } else if (entry.k === 'arr' && entry.items.length >= 2) {
      // records of the output under one of their own fields (`Object.fromEntries(rows.map((r) => [r.sku, r]))`)
      this.noteRecord(obj, entry.items[0]!, entry.items[1]!);
      if (!obj.record) this.dynamicEntry(obj, entry.items[0], entry.items[1], node);
    } else if (entry.k === 'match') {
      const kv = keyValueRegex(entry.source);
      this.dynamicEntry(obj, this.group(entry, kv?.keyGroup ?? 1), this.group(entry, kv?.valueGroup ?? 2), node);
    } else if (isTainted(entry)) obj.tainted = true;
  }

  // ---- launchers -------------------------------------------------------------------------------

  private containsProgram(v: AbstractValue | undefined): boolean {
    if (!v) return false;
    if (v.k === 'builtin' && v.name === 'program') return true;
    if (v.k === 'arr') return v.items.some((i) => this.containsProgram(i));
    return false;
  }

  private foldString(v: AbstractValue | undefined): string | null | undefined {
    if (!v || (v.k === 'const' && v.v === undefined)) return undefined;
    if (v.k === 'const') return typeof v.v === 'string' ? v.v : v.v === null ? undefined : String(v.v);
    return null;
  }

  private startRun(kind: string, args: AbstractValue[], node: AstNode): AbstractValue {
    const [cmd, second, third] = args;
    const programFirst = this.containsProgram(cmd);
    if (!programFirst && !this.containsProgram(second)) return UNKNOWN;
    let argList: AbstractValue[] = [];
    let options: AbstractValue | undefined;
    if (second?.k === 'arr') {
      argList = second.items;
      if (!programFirst) argList = argList.slice(argList.findIndex((a) => this.containsProgram(a)) + 1);
      options = third;
    } else options = second;
    const opts = options?.k === 'obj' ? options : null;
    const input = opts?.props.get('input');
    const loc = this.loc(node);
    const run: RunInfo = {
      id: ++this.runCounter,
      check: this.check?.name,
      loc,
      site: (this.check ? this.callSites[this.checkBase] : this.callSites[0]) ?? loc,
      ...(loc.file === this.oracleFile ? {} : { oracleSite: this.oracleSite(loc).site }),
      args: argList.map((a) => this.foldString(a) ?? null),
      throwsOnFailure: false,
    };
    if (input) {
      const s = this.foldString(input);
      run.stdin = s === undefined ? undefined : s;
      if (s === null && input !== UNKNOWN && input.k === 'unknown') {
        run.stdinValue = input;
        if (input.head !== undefined) run.stdinHead = input.head;
        if (input.sketch !== undefined) run.stdinSketch = input.sketch;
        // the check's own call that led here (`descend('j0', 'j15000', BIG)`): the same call in two checks feeds the same
        const origin = this.check ? this.callArgs[this.checkBase] : undefined;
        if (origin) run.stdinOrigin = origin;
      }
    }
    // a file the oracle wrote, named in the arguments, is input the program reads: with nothing on stdin, the input;
    // beside stdin (a word list beside the text to check), more words fed
    if (this.writtenFiles.size) {
      for (const a of argList) {
        const text = a === UNKNOWN ? undefined : this.writtenFiles.get(a.k === 'const' ? String(a.v) : a);
        if (text === undefined) continue;
        if (run.stdin === undefined) {
          run.stdin = text;
          run.inputFile = true;
        } else (run.fileTexts ??= []).push(text);
      }
    }
    const reject = opts?.props.get('reject');
    if (kind === 'execFileSync' || kind === 'execSync' || kind === 'execFileAsync') run.throwsOnFailure = true;
    if (kind.startsWith('execa')) run.throwsOnFailure = !(reject?.k === 'const' && reject.v === false);
    this.collector.runs.push(run);
    this.check?.runs.push(run);
    this.tryRuns[this.tryRuns.length - 1]?.push(run);
    // (inside a try, the try's handler decides: see tryStatement)
    // (judged when the check ends, unless a `.catch` handler that goes on swallows the failure first)
    if (run.throwsOnFailure && this.check && this.tryRuns.length === 0) this.launcherJudged.push(run);
    const proc: ProcValue = { k: 'proc', run, child: kind === 'spawn' || kind === 'fork' };
    if (kind === 'execFileSync' || kind === 'execSync') return this.procMember(proc, 'stdout');
    if ((kind === 'execFile' || kind === 'exec') && args.length) {
      const cb = args[args.length - 1];
      if (cb.k === 'fn') this.callFunction(cb, [proc, this.procMember(proc, 'stdout'), this.procMember(proc, 'stderr')]);
    }
    return proc;
  }

  // ---- builtins --------------------------------------------------------------------------------

  private callBuiltin(name: string, args: AbstractValue[], node: AstNode, data: unknown, env: Env | null): AbstractValue {
    const [a0, a1] = args;
    const [ns, fn] = splitName(name);
    if (ns === 'child_process' && LAUNCHERS.has(fn)) return this.startRun(fn, args, node);
    if (ns === 'child_process' && fn === 'execFileAsync') return this.startRun('execFileAsync', args, node);
    if (ns === 'execa' && (fn === 'execa' || fn === 'execaSync' || fn === 'execaNode' || fn === 'default')) return this.startRun('execa', args, node);
    if (ns === 'util' && fn === 'promisify') {
      if (a0?.k === 'builtin' && (a0.name === 'child_process.execFile' || a0.name === 'child_process.exec')) return { k: 'builtin', name: 'child_process.execFileAsync' };
      return a0 ?? UNKNOWN;
    }
    // `if (!isDeepStrictEqual(got, want)) throw ...`: the comparison deepStrictEqual makes, as a predicate
    if (ns === 'util' && fn === 'isDeepStrictEqual' && a0 && a1) return this.equality(a0, a1, this.loc(node), fn, node);
    if (ns === 'path' && args.some((a) => this.containsProgram(a))) return { k: 'builtin', name: 'program' };
    // a path made up at run time (`join(dir, \`config${n}.conf\`)`) is a value of its own: a file written there and then
    // named in a run's arguments is found by it
    if ((ns === 'path' && (fn === 'join' || fn === 'resolve')) || (ns === 'fs' && fn.startsWith('mkdtemp')) || (ns === 'os' && fn === 'tmpdir')) return { k: 'unknown' };
    if (ns === 'fs' && /^(?:promises\.)?(?:writeFile|writeFileSync)$/.test(fn) && a0 && a1) {
      const text = this.foldString(a1);
      if (typeof text === 'string') this.writtenFiles.set(a0.k === 'const' ? String(a0.v) : a0, text);
      return constant(undefined);
    }
    if (name === 'assert' || ns === 'assert') return this.assertCall(fn === name ? 'ok' : fn, args, node, env);
    if (ns === 'test') return this.testCall(fn, args, node);
    if (name === 'resolve') {
      const slot = data as { value: AbstractValue };
      if (slot && a0) slot.value = join(slot.value, a0);
      return constant(undefined);
    }
    if (name === 'declared') return this.declaredCall(data as DeclaredHelper, args, node);
    if (name === 'prefixValue') return a1?.k === 'const' && a1.v === 1 && a0?.k === 'text' ? this.prefixValue(data as TextValue) : a0 ?? UNKNOWN;
    if (name === 'proc.on') {
      const p = data as ProcValue;
      const cb = args[1];
      if (cb) this.callValue(cb, [{ k: 'status', run: p.run }], node);
      return p;
    }
    if (name.startsWith('stdin.')) {
      const run = data as RunInfo | undefined;
      if (run && (fn.endsWith('end') || fn.endsWith('write')) && a0) {
        const s = this.foldString(a0);
        if (s === null && run.stdin === undefined && a0.k === 'unknown') {
          if (a0.head !== undefined) run.stdinHead = a0.head;
          if (a0.sketch !== undefined) run.stdinSketch = a0.sketch;
        }
        run.stdin = s === undefined ? run.stdin : (run.stdin ?? '') + (s ?? '');
        if (s === null) run.stdin = null;
      }
      return constant(undefined);
    }
    if (name === 'program') return UNKNOWN;
    // `ORACLE_PROGRAM.split(/\s+/)` (an interpreter prefix, `python3 prog.py`, accepted): its first word starts the
    // program and the rest are the program's own words, never input
    if (name === 'program.split') return { k: 'arr', items: [{ k: 'builtin', name: 'program' }] };
    if (name === 'program.text') return { k: 'builtin', name: 'program' };
    return this.globalCall(name, args, node, this.loc(node));
  }

  private declaredCall(decl: DeclaredHelper, args: AbstractValue[], node: AstNode): AbstractValue {
    const [a0] = args;
    switch (decl.returns) {
      case 'process': {
        const run = this.startRun('spawnSync', [{ k: 'builtin', name: 'program' }, ...args.slice(1)], node);
        if (run.k === 'proc' && decl.stdoutOnly) return this.procMember(run, 'stdout');
        return run;
      }
      case 'fields':
        if (a0?.k === 'text') {
          const layout: FieldsLayout = { kind: 'fields', assign: decl.assign, separator: decl.separator, loc: this.loc(node), check: this.check?.name, via: 'declared helper' };
          return { k: 'obj', props: new Map(), fields: layout, fieldsRun: a0.run };
        }
        return UNKNOWN;
      case 'lines':
        if (a0?.k === 'text') return this.split(a0, '\n', node);
        return UNKNOWN;
      case 'json':
        if (a0?.k === 'text') return this.jsonParse(a0, node);
        return UNKNOWN;
    }
  }

  private globalCall(name: string, args: AbstractValue[], node: AstNode, loc: SourceLocation): AbstractValue {
    const [a0, a1] = args;
    switch (name) {
      case 'Number':
      case 'parseInt':
      case 'parseFloat':
      case 'BigInt':
      case 'Number.parseInt':
      case 'Number.parseFloat':
      case 'Math.trunc':
      case 'Math.abs':
      case 'Math.floor':
      case 'Math.ceil':
      case 'Math.round': {
        if (name.startsWith('Math.') && a0?.k !== 'text' && a0?.k !== 'num') return this.mathCall(name, args, loc);
        const how = name.endsWith('parseInt') ? 'parseInt' : name.endsWith('parseFloat') ? 'parseFloat' : name === 'BigInt' ? 'BigInt' : 'Number';
        if (a0?.k === 'const') {
          try {
            if (how === 'BigInt') return constant(BigInt(a0.v as string));
            if (how === 'parseInt') return constant(parseInt(String(a0.v), a1?.k === 'const' ? Number(a1.v) : undefined));
            if (how === 'parseFloat') return a0.rounded ? { k: 'const', v: parseFloat(String(a0.v)), rounded: a0.rounded } : constant(parseFloat(String(a0.v)));
            return a0.rounded && how === 'Number' ? { k: 'const', v: Number(a0.v), rounded: a0.rounded } : constant(Number(a0.v));
          } catch {
            return UNKNOWN;
          }
        }
        // rounding makes an integer of any number: comparing the result with one says nothing of the output's shape
        if (name.startsWith('Math.') && name !== 'Math.abs' && (a0?.k === 'text' || (a0?.k === 'num' && a0.how !== 'length'))) return { k: 'num', of: a0.k === 'num' ? a0.of : a0, how: 'rounded' };
        // a key converted without a fallback (`Number(r.start)`) is NaN, or throws, when absent: the check needs it
        if (a0?.k === 'text' && a0.subj.t === 'key' && !a0.fallback && this.check) this.collector.required.push(a0);
        if (a0?.k === 'text') return { k: 'num', of: a0, how };
        if (a0?.k === 'num') return a0;
        // (`Number(mean.toFixed(1))`: still the number rounded)
        if (a0?.k === 'unknown' && a0.rounded && !a0.tainted && (how === 'Number' || how === 'parseFloat')) return a0;
        return a0 && isTainted(a0) ? { k: 'unknown', tainted: true } : UNKNOWN;
      }
      case 'String':
        if (a0?.k === 'const') return a0.digitCount ? { k: 'const', v: String(a0.v), digitCount: true } : constant(String(a0.v));
        if (a0?.k === 'num') return a0.of;
        return a0 ?? constant('');
      case 'Boolean':
        return a0 && (a0.k === 'text' || a0.k === 'match') ? this.truthPred(a0, loc) : a0 ?? constant(false);
      case 'Number.isInteger':
      case 'Number.isSafeInteger':
        if (a0?.k === 'num') return { k: 'pred', demands: [{ d: 'number', on: a0, value: null, loc, via: name }, { d: 'shape', on: a0.of, shape: { kind: 'integer' }, loc, via: name }], typeOnly: false };
        // a value of parsed JSON: the test is of its JSON type, which any wrong count passes
        if (a0?.k === 'text' && a0.json) return { k: 'pred', demands: [{ d: 'number', on: { k: 'num', of: a0, how: 'Number' }, value: null, loc, via: name }], typeOnly: false };
        return a0 && isTainted(a0) ? { k: 'pred', demands: [], typeOnly: false } : UNKNOWN;
      case 'Number.isFinite':
      case 'isFinite':
      case 'Number.isNaN':
      case 'isNaN':
        if (a0?.k === 'num') return { k: 'pred', demands: [{ d: 'number', on: a0, value: null, loc, via: name }], typeOnly: false };
        // a value of parsed JSON (`Number.isFinite(out.avg)`): a test of its JSON type, as with Number.isInteger
        if (a0?.k === 'text' && a0.json) return { k: 'pred', demands: [{ d: 'number', on: { k: 'num', of: a0, how: 'Number' }, value: null, loc, via: name }], typeOnly: false };
        return a0 && isTainted(a0) ? { k: 'pred', demands: [], typeOnly: false } : UNKNOWN;
      case 'Array.isArray':
        return a0 && isTainted(a0) ? { k: 'pred', demands: [], typeOnly: true } : UNKNOWN;
      case 'JSON.parse':
        if (a0?.k === 'text') return this.jsonParse(a0, node);
        if (a0?.k === 'const' && typeof a0.v === 'string') {
          try {
            return fromJson(JSON.parse(a0.v));
          } catch {
            return UNKNOWN;
          }
        }
        return a0 && isTainted(a0) ? { k: 'unknown', tainted: true } : UNKNOWN;
      case 'JSON.stringify': {
        // (a text of the output too: `JSON.stringify(status) !== JSON.stringify('due')` compares it with `due`, not `"due"`)
        if (a0 && isTainted(a0)) return { k: 'unknown', tainted: true, stringOf: a0 };
        // a document built in the oracle and fed as JSON is input like any literal text
        const plain = a0 && args.length === 1 ? toJson(a0) : undefined;
        const text = plain ? JSON.stringify(plain.value) : undefined;
        if (typeof text === 'string') return a0 && (a0.k === 'arr' || a0.k === 'obj') ? { k: 'const', v: text, jsonOf: a0 } : constant(text);
        return a0 && (a0.k === 'arr' || a0.k === 'obj' || a0.k === 'unknown') ? { k: 'unknown', stringOf: a0 } : UNKNOWN;
      }
      case 'Object.fromEntries': {
        // a Map of fields made into an object, or its own entries made back into one: the same fields
        if (a0?.k === 'obj' && a0.fields) return a0;
        if (a0?.k === 'arr' && a0.entriesOf) return a0.entriesOf;
        const obj: ObjValue = { k: 'obj', props: new Map() };
        if (a0) this.fromEntries(obj, a0, node);
        return obj;
      }
      case 'Object.keys':
        if (a0?.k === 'obj' && a0.fields) return { k: 'keys', of: a0 };
        // an object given keys the analysis could not work out (`o[letter(i)] = ...`) has more keys than it knows
        if (a0?.k === 'obj') return { k: 'arr', items: [...a0.props.keys()].map((x) => constant(x)), ...(a0.partial ? { open: true } : {}) };
        return a0 && isTainted(a0) ? { k: 'unknown', tainted: true } : UNKNOWN;
      case 'Object.values':
      case 'Object.entries':
      case 'Object.assign':
        // the oracle's own object (`{ north: ['wheat', 'bean'], ...}`): its values or [key, value] pairs, in order
        if (name !== 'Object.assign' && a0?.k === 'obj' && !a0.fields) {
          const items = [...a0.props].map(([k, v]): AbstractValue => (name === 'Object.values' ? v : { k: 'arr', items: [constant(k), v] }));
          return { k: 'arr', items, ...(a0.partial ? { open: true } : {}), ...(a0.tainted ? { tainted: true } : {}) };
        }
        if (name === 'Object.assign' && a0?.k === 'obj') {
          for (const src of args.slice(1)) if (src.k === 'obj') {
            for (const [k, v] of src.props) a0.props.set(k, v);
            if (src.fields) {
              a0.fields = src.fields;
              a0.fieldsRun = src.fieldsRun;
            }
          }
          return a0;
        }
        return a0 && isTainted(a0) ? { k: 'unknown', tainted: true } : UNKNOWN;
      case 'Array':
        return arrayOfLength(args);
      case 'Array.from':
        return this.arrayFrom(args, node);
      case 'Array.of':
        return { k: 'arr', items: args };
      // a random input is analysed as one draw of it (loops of random records run for real, `toFixed(1)` of a random
      // reading folds to `23.7`): a fixed-seed generator, so a derivation is the same each time
      case 'Math.random':
        this.draws++;
        return constant(this.nextRandom());
      case 'Math.max':
      case 'Math.min':
      case 'Math.sqrt':
      case 'Math.log2':
      case 'Math.log10':
      case 'Math.imul':
      case 'Math.pow':
      case 'Math.sign':
      case 'Math.hypot':
      case 'Math.log':
      case 'Math.exp':
        return this.mathCall(name, args);
      case 'Buffer.from':
        return a0 ?? UNKNOWN;
      // `Buffer.concat(chunks)` of the chunks a 'data' listener pushed: the stream's whole text
      case 'Buffer.concat':
        return (a0?.k === 'arr' ? a0.items.find((i) => i.k === 'text') : undefined) ?? (a0 && isTainted(a0) ? { k: 'unknown', tainted: true } : UNKNOWN);
      case 'structuredClone':
        return a0 ?? UNKNOWN;
      case 'Promise.resolve':
        return a0 ?? constant(undefined);
      case 'Promise.all':
        return a0 ?? UNKNOWN;
      default:
        return anyTainted(args) ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
  }

  private mathCall(name: string, args: AbstractValue[], loc?: SourceLocation): AbstractValue {
    const how = ROUNDING.get(name);
    if (args.every((a) => a.k === 'const' && typeof a.v === 'number')) {
      const f = (Math as unknown as Record<string, (...n: number[]) => number>)[name.slice(5)];
      if (typeof f === 'function') {
        const v = f(...args.map((a) => (a as { v: number }).v));
        // (marked only where rounding changed the number: a model's 10.88 days made 10)
        return how && loc && args.length === 1 && v !== (args[0] as { v: number }).v ? { k: 'const', v, rounded: { places: 0, how, loc } } : constant(v);
      }
    }
    if (anyTainted(args)) return { k: 'unknown', tainted: true };
    // a number of the oracle's own rounded to a whole one (`Math.ceil(minutes - 1e-9)`)
    return how && loc && args.length === 1 ? { k: 'unknown', rounded: { places: 0, how, loc } } : UNKNOWN;
  }

  private arrayFrom(args: AbstractValue[], node: AstNode): AbstractValue {
    const [src, fn] = args;
    if (!src) return { k: 'arr', items: [] };
    let items: AbstractValue[] | null = null;
    if (src.k === 'obj') {
      const len = src.props.get('length');
      if (len?.k === 'const' && typeof len.v === 'number' && len.v >= 0) {
        if (len.v > 5000) return { k: 'arr', items: [], open: true };
        items = Array.from({ length: len.v }, () => constant(undefined) as AbstractValue);
      }
    } else if (src.k === 'arr' && !src.open) items = src.items;
    else if (src.k === 'const' && typeof src.v === 'string' && src.v.length <= 5000) items = [...src.v].map((c) => constant(c));
    if (!items) {
      const base = baseList(src);
      if (fn && base) return { k: 'mapped', base, fns: [...(src.k === 'mapped' ? src.fns : []), fn], ...(src.k === 'mapped' && src.skip ? { skip: src.skip } : {}) } as MappedList;
      if (fn) return { k: 'arr', items: [this.callValue(fn, [this.elementOf(src, null), UNKNOWN], node)], open: true, tainted: isTainted(src) };
      return src;
    }
    if (!fn) return { k: 'arr', items: [...items] };
    return { k: 'arr', items: items.map((it, i) => this.callValue(fn, [it, constant(i)], node)) };
  }

  private jsonParse(t: TextValue, node: AstNode): AbstractValue {
    const loc = this.loc(node);
    if (t.subj.t === 'whole' && t.subj.ch === 'stdout') {
      this.pushLayout({ layout: { kind: 'json' }, loc, check: this.check?.name, via: 'JSON.parse' });
      return { k: 'text', subj: { t: 'key', key: '', layout: { kind: 'json', assign: ':', separator: ',', loc, check: this.check?.name, via: 'JSON.parse' } }, run: t.run, json: true };
    }
    this.collector.shapes.push({ on: t, shape: { kind: 'pattern', source: '__json', flags: '' }, loc, check: this.check?.name, via: 'JSON.parse' });
    return { ...t, json: true };
  }

  private truthPred(v: AbstractValue, loc: SourceLocation): PredValue {
    if (v.k === 'match') return { k: 'pred', demands: regexDemands(v, loc), typeOnly: false };
    if (v.k === 'text') return { k: 'pred', demands: [{ d: 'presence', on: v, loc }], typeOnly: true };
    return { k: 'pred', demands: [], typeOnly: true };
  }

  private split(t: TextValue, sep: string, node: AstNode): SplitList {
    const list: SplitList = { k: 'list', src: t, sep, loc: this.loc(node), indices: new Set(), iterated: false };
    this.collector.lists.push({ list, check: this.check?.name });
    return list;
  }

  // ---- assertions, checks ----------------------------------------------------------------------

  private sinkValue(value: AbstractValue, negated: boolean, node: AstNode): void {
    sink(value, negated, { collector: this.collector, check: this.check, inHelper: this.inHelper(node) }, this.loc(node));
  }

  private assertCall(fn: string, args: AbstractValue[], node: AstNode, _env: Env | null): AbstractValue {
    const [a, b] = args;
    const loc = this.loc(node);
    const via = `assert.${fn}`;
    if (fn === 'ok' || fn === 'assert' || fn === 'strict' || fn === 'default') {
      if (a) this.sinkValue(a, false, node);
      return constant(undefined);
    }
    if (EQ_ASSERTS.has(fn) || NE_ASSERTS.has(fn)) {
      if (!a || !b) return constant(undefined);
      const at = node.arguments ? this.comparedAt(node, node.arguments[0], a, node.arguments[1], b) : loc;
      this.sinkValue(this.equality(a, b, at, via, node), NE_ASSERTS.has(fn), node);
      return constant(undefined);
    }
    if (fn === 'match' || fn === 'doesNotMatch') {
      if (a && b?.k === 'regex') this.sinkValue(regexPredicate(a, b.source, b.flags, loc, via), fn === 'doesNotMatch', node);
      return constant(undefined);
    }
    if (fn === 'throws' || fn === 'rejects' || fn === 'doesNotThrow' || fn === 'doesNotReject') {
      this.expectThrow(a, fn.startsWith('does'), node, fn === 'throws' || fn === 'rejects' ? b : undefined);
      return constant(undefined);
    }
    return constant(undefined);
  }

  /** `assert.throws(fn)` / `expect(fn).toThrow()` around a launcher that throws on failure: a nonzero exit demand. */
  private expectThrow(fn: AbstractValue | undefined, negated: boolean, node: AstNode, validator?: AbstractValue): void {
    if (!fn) return;
    this.tryRuns.push([]);
    let throwers: RunInfo[] = [];
    try {
      if (fn.k === 'fn') this.callFunction(fn, []);
      else {
        // `assert.rejects(convert(args))`: the promise was made when the argument was evaluated, by the check's last run
        const last = this.check?.runs.filter((r) => r.throwsOnFailure).at(-1);
        if (last) this.tryRuns[this.tryRuns.length - 1].push(last);
      }
    } finally {
      const runs = this.tryRuns.pop() ?? [];
      throwers = runs.filter((r) => r.throwsOnFailure);
      for (const run of throwers) {
        this.collector.exits.push({ run, status: negated ? 0 : 'nonzero', loc: this.loc(node), check: this.check?.name });
        if (this.check) {
          this.check.assertsExit = true;
          this.check.judgedRuns?.add(run);
          this.check.strong++;
        }
      }
    }
    // `assert.throws(run, (err) => err.status === 2 && /bad/.test(err.stderr))`: the validator asserts on the failed
    // process (its status, stderr); a regex validator matches the error message, which carries stderr
    const run = throwers[throwers.length - 1];
    if (!run || negated || !validator) return;
    if (validator.k === 'fn') this.sinkValue(this.callFunction(validator, [{ k: 'proc', run }]), false, node);
    else if (validator.k === 'regex') this.sinkValue(regexPredicate(this.procMember({ k: 'proc', run }, 'stderr') as TextValue, validator.source, validator.flags, this.loc(node), 'assert.throws'), false, node);
  }

  /**
   * Output compared in order (`deepStrictEqual(rows.map((r) => r.name), [...want.keys()].sort())`) with a list the oracle
   * computed and sorted itself: the output must come in that order. Not when the oracle sorted the output too.
   */
  private noteModelOrder(a: AbstractValue, b: AbstractValue, loc: SourceLocation): void {
    if (!this.check) return;
    const mark = (v: AbstractValue) => ((v.k === 'arr' || v.k === 'unknown') && !v.tainted ? v.ordered : undefined);
    // ... or with a sorted copy of its own items (`deepStrictEqual(rooms, [...rooms].sort())`): sorted by that comparator
    const sortedCopy = (v: AbstractValue) => ((v.k === 'arr' || v.k === 'unknown') && v.tainted ? v.ordered : undefined);
    // (the side holding the sorted list, and the output compared with it)
    const [sorted, got] = mark(a) ? [a, b] : mark(b) ? [b, a] : sortedCopy(b) ? [b, a] : [a, b];
    const model = mark(sorted) ?? sortedCopy(sorted);
    if (!model) return;
    // (lines or records of the output: the items of one value, `nights=a,b`, are that value's own business)
    const list = baseList(got);
    const unsortedOutput = list
      ? !list.sorted && list.sep === '\n'
      : got.k === 'arr' ? Boolean(got.tainted) && !got.ordered
        : got.k === 'text' && got.json === true && got.subj.t !== 'whole' && !this.sortedJson.has(got);
    if (unsortedOutput) this.collector.modelOrders.push({ loc: model.loc, check: this.check.name, at: loc, alphabetical: model.alphabetical });
  }

  /**
   * Output lines (or a value of each) joined and compared with a literal (`names.join(',') !== 'Carr,Abbott,Beck'`): the
   * literal's items in that order, as a list of them written out would be (see noteSortedOrder).
   */
  private noteJoinedOrder(a: AbstractValue, b: AbstractValue, loc: SourceLocation, node: AstNode): void {
    const joined = (v: AbstractValue) => (v.k === 'text' || v.k === 'unknown' ? v.joinOf : undefined);
    const got = joined(a) ?? joined(b);
    const want = joined(a) ? b : a;
    if (!got || want.k !== 'const' || typeof want.v !== 'string' || got.sep === '' || !want.v.includes(got.sep)) return;
    const list = got.list;
    const items = baseList(list);
    // (not the items of one value, `bikes=B03,B31`, nor a list the oracle sorted itself)
    const lines = items ? items.sep === '\n' && !items.sorted : list.k === 'arr' && Boolean(list.tainted) && list.ordered === undefined && (list.open || list.loopFilled === true);
    // (compared in a helper, `expectEqual(d.order.join(' '), 'K1 K2 K3 K4')`: where the check calls it)
    const at = this.inHelper(node) ? (this.callSites[this.checkBase] ?? loc) : loc;
    if (lines) this.noteSortedOrder(want.v.split(got.sep).map((w) => constant(w.trim())), at);
  }

  /** Where and how a list is sorted by `sort(compare)`: see `SortMark`. */
  private sortMark(compare: AbstractValue | undefined, node: AstNode): SortMark {
    // at `.sort(` itself: a chain `runs\n.map(...)\n.sort(...)` starts lines above
    const at = node.callee?.type === 'MemberExpression' ? node.callee.property : node;
    return { loc: this.loc(at), alphabetical: !compare || (compare.k === 'fn' && comparesAlphabetically(compare.node)) };
  }

  /**
   * Output lines expected as literal words (`['abe', 'mia', 'zoe']`) that the check's input fed in another order, in
   * alphabetical order: the oracle demands sorted output.
   */
  private noteSortedOrder(items: readonly AbstractValue[], loc: SourceLocation): void {
    if (!this.check || items.length < 2) return;
    const words = items.flatMap((i) => (i.k === 'const' && typeof i.v === 'string' && /^\p{L}[\p{L}\p{N}_-]*$/u.test(i.v) ? [i.v] : []));
    if (words.length < 2) return;
    this.collector.wordSequences.push(words);
    // a sorted list names each item once; `allow, deny, deny` are verdicts
    if (new Set(words).size < words.length) return;
    const run = this.check.runs[this.check.runs.length - 1];
    const fed = typeof run?.stdin === 'string' ? run.stdin : run?.args.every((a) => a !== null) ? run.args.join(' ') : null;
    if (!fed) return;
    // where each word is first fed, as a whole word
    const firstSeen = new Map<string, number>();
    for (const w of words) {
      const at = fed.search(new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(w)}(?![\\p{L}\\p{N}_])`, 'u'));
      if (at >= 0) firstSeen.set(w, at);
    }
    const fedWords = words.filter((w) => firstSeen.has(w));
    if (fedWords.length < 3 && !(fedWords.length === 2 && words.length === items.length)) return;
    const inFedOrder = [...fedWords].sort((x, y) => firstSeen.get(x)! - firstSeen.get(y)!);
    const alphabetical = [...fedWords].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    const same = (x: string[], y: string[]) => x.every((w, i) => w === y[i]);
    if (same(fedWords, inFedOrder)) return;
    if (same(fedWords, alphabetical)) this.collector.sorted.push({ loc, check: this.check.name, words: fedWords });
    // (three words at least: two in the other order may be any rule, or a reversal of the input; and not in an order the
    // input also feeds them in, the queries after a table: `A3 A1 A2` after `A1 A2 A3`)
    else if (fedWords.length >= 3 && !fedInOrder(fed, fedWords)) this.collector.ownOrders.push({ loc, check: this.check.name, words: fedWords, fed: inFedOrder });
  }

  /**
   * Where an object literal compared at `loc` writes property `key`, when that is on another line (a record of a
   * multi-line expected array, a property on a line of its own): the demand is read there. Otherwise `loc`.
   */
  private propertyLoc(literal: ObjValue, key: string, loc: SourceLocation): SourceLocation {
    if (!literal.literal || literal.literal.file !== this.mod.fileRel || literal.literal.file !== loc.file) return loc;
    const prop = (literal.literal.node.properties as AstNode[]).find((p) => p.type === 'Property' && !p.computed && String(p.key.name ?? p.key.value) === key);
    if (!prop) return loc;
    const at = this.loc(prop);
    return at.line !== loc.line ? at : loc;
  }

  /** Deep or shallow equality between two values, including a fields object against an object literal. */
  private equality(a: AbstractValue, b: AbstractValue, loc: SourceLocation, via: string, node: AstNode): AbstractValue {
    // the output compared with itself: `deepStrictEqual(sorted, out.stops.sort(...))`, `a.range === a.range` (meant `b.range`)
    if (sameOutput(a, b)) return { k: 'pred', demands: [], typeOnly: true, always: 'its assertion compares the output with itself (an in-place sort returns the same array), which holds for any output' };
    // `assert.equal(JSON.stringify(got), JSON.stringify(want))` compares the two values
    if (via !== 'JSON.stringify') {
      const compared = this.stringifiedEquality(a, b, loc, node);
      if (compared) return compared;
    }
    this.noteModelOrder(a, b, loc);
    this.noteJoinedOrder(a, b, loc, node);
    if (a.k === 'obj' && a.fields && b.k === 'obj') {
      const demands: PredValue['demands'] = [];
      for (const [key, expected] of b.props) {
        const at = this.propertyLoc(b, key, loc);
        // `{ printed: lines.slice(0, -2), ...fields(out) }`: a property the oracle set itself is its own value, not a key
        const own = a.props.get(key);
        const p = own ? this.equality(own, expected, at, via, node) : compareValues(this.keyText(a, key, node, at), expected, '===', at, via);
        if (p.k === 'pred') demands.push(...p.demands);
      }
      return { k: 'pred', demands, typeOnly: false };
    }
    if (b.k === 'obj' && b.fields && a.k === 'obj') return this.equality(b, a, loc, via, node);
    // a parsed JSON value against a record written out (`deepStrictEqual(JSON.parse(out), { orders: 3, day: 'sat' })`):
    // member by member, each located at its property
    if (b.k === 'text' && b.json && a.k === 'obj' && writtenRecord(a)) return this.equality(b, a, loc, via, node);
    // (the document itself or one of its records: a member's own object, `counts: { rain: 2 }`, is keyed by data)
    if (a.k === 'text' && a.json && (a.subj.t !== 'key' || a.subj.key === '' || a.subj.key.endsWith('[]')) && b.k === 'obj' && writtenRecord(b)) {
      const fed = a.run ? fedWords(a.run) : undefined;
      // (the whole document is still compared: every member, the ones left out here too, is read)
      const whole = compareValues(a, b, '===', loc, via);
      const demands: PredValue['demands'] = whole.k === 'pred' ? [...whole.demands] : [];
      for (const [key, expected] of b.props) {
        // (a member named after a word of the input, `{ Ann: 2 }`, is data)
        if (fed?.has(key)) continue;
        const p = this.equality(this.jsonChild(a, key, node), expected, this.propertyLoc(b, key, loc), via, node);
        if (p.k === 'pred') demands.push(...p.demands);
      }
      return { k: 'pred', demands, typeOnly: false };
    }
    // a parsed JSON list against records written out (`deepEqual(report.items, [{ id: 'R1', status: 'overdue' }])`):
    // each record against an item, member by member
    // (only records written in the assertion itself: records a model pushes in a loop hold the input's data)
    if (b.k === 'text' && b.json && a.k === 'arr' && writtenRecords(a, node)) return this.equality(b, a, loc, via, node);
    if (a.k === 'text' && a.json && b.k === 'arr' && writtenRecords(b, node)) {
      const whole = compareValues(a, b, '===', loc, via);
      const demands: PredValue['demands'] = whole.k === 'pred' ? [...whole.demands] : [];
      const item = this.elementOf(a, null);
      for (const record of b.items) {
        const p = this.equality(item, record, loc, via, node);
        if (p.k === 'pred') demands.push(...p.demands);
      }
      return { k: 'pred', demands, typeOnly: false };
    }
    // a parsed JSON member against a list of values written in the assertion (`deepStrictEqual(out.rejected, ['B9'])`):
    // an array, each of whose items is one of them
    if (b.k === 'text' && b.json && a.k === 'arr' && writtenValues(a, node)) return this.equality(b, a, loc, via, node);
    if (a.k === 'text' && a.json && a.subj.t === 'key' && a.subj.key !== '' && b.k === 'arr' && writtenValues(b, node)) {
      const whole = compareValues(a, b, '===', loc, via);
      const demands: PredValue['demands'] = whole.k === 'pred' ? [...whole.demands] : [];
      const item = this.elementOf(a, null);
      for (const value of new Set(b.items.map((i) => (i as ConstValue).v))) {
        const p = compareValues(item, constant(value), '===', loc, via);
        if (p.k === 'pred') demands.push(...p.demands);
      }
      return { k: 'pred', demands, typeOnly: false };
    }
    // rows stored under one of their own columns (`Object.fromEntries(rows.map(([id, , s]) => [id, s]))`) against a record
    // written out: each value against the stored column
    if (a.k === 'obj' && a.record && !a.fields && b.k === 'obj' && !isTainted(b)) {
      const demands: PredValue['demands'] = [];
      for (const [key, expected] of b.props) {
        const p = this.equality(a.record, expected, this.propertyLoc(b, key, loc), via, node);
        if (p.k === 'pred') demands.push(...p.demands);
      }
      return { k: 'pred', demands, typeOnly: false };
    }
    // records built from output (`{ word: parts[0], count: Number(parts[1]) }`) against literal records: property by property
    if (a.k === 'obj' && b.k === 'obj' && (isTainted(a) || [...a.props.values()].some(isTainted))) {
      const demands: PredValue['demands'] = [];
      for (const [key, expected] of b.props) {
        const got = a.props.get(key);
        if (!got) continue;
        const p = this.equality(got, expected, this.propertyLoc(b, key, loc), via, node);
        if (p.k === 'pred') demands.push(...p.demands);
      }
      return { k: 'pred', demands, typeOnly: false };
    }
    // `[...fields.entries()]` against literal `[key, value]` pairs
    if (a.k === 'arr' && a.entriesOf && b.k === 'arr' && !b.open) {
      const demands: PredValue['demands'] = [];
      for (const pair of b.items) {
        if (pair.k !== 'arr' || pair.items.length !== 2 || pair.items[0].k !== 'const' || typeof pair.items[0].v !== 'string') continue;
        const p = compareValues(this.keyText(a.entriesOf, pair.items[0].v, node), pair.items[1], '===', loc, via);
        if (p.k === 'pred') demands.push(...p.demands);
      }
      return { k: 'pred', demands, typeOnly: false };
    }
    // (the other way round only when that side is the literal pairs: two entry lists, `[...b.entries()]` against
    // `[...a.entries()]`, would swap for ever)
    if (b.k === 'arr' && b.entriesOf && a.k === 'arr' && !a.open && !a.entriesOf) return this.equality(b, a, loc, via, node);
    // element-wise: a split list (or an array built from one) against a literal array
    const listLike = (v: AbstractValue) => v.k === 'list' || v.k === 'mapped' || (v.k === 'arr' && (v.open || v.tainted));
    if (b.k === 'arr' && !b.open && listLike(a) || a.k === 'arr' && !a.open && listLike(b)) {
      const [got, want] = b.k === 'arr' && !b.open && listLike(a) ? [a, b as ArrValue] : [b, a as ArrValue];
      // (the items of one value, `bikes=B03,B31`, are that value's own order, not the lines')
      const items = baseList(got);
      // (nor any order where the oracle sorted the output's items itself, `[...reached].sort()`)
      const sortedHere = (got.k === 'arr' && got.ordered !== undefined) || items?.sorted === true;
      if (!sortedHere && (!items || items.sep === '\n')) this.noteSortedOrder(want.items, loc);
      const demands: PredValue['demands'] = [];
      want.items.slice(0, 16).forEach((item, i) => {
        const el = got.k === 'arr' && !got.open ? got.items[i] ?? UNKNOWN : this.elementOf(got, got.k === 'arr' ? null : i);
        const p = this.equality(el, item, loc, via, node);
        if (p.k === 'pred') demands.push(...p.demands);
      });
      return { k: 'pred', demands, typeOnly: false };
    }
    // (an array built item by item from output, `Array.from({ length: k }, (_, i) => out[\`lane${i + 1}\`].split(','))`,
    // is output though no flag says so)
    if (a.k === 'arr' && b.k === 'arr' && !a.open && !b.open && (a.tainted || b.tainted || anyTainted(a.items) || anyTainted(b.items))) {
      const demands: PredValue['demands'] = [];
      a.items.slice(0, 16).forEach((item, i) => {
        const p = this.equality(item, b.items[i] ?? constant(undefined), loc, via, node);
        if (p.k === 'pred') demands.push(...p.demands);
      });
      return { k: 'pred', demands, typeOnly: false };
    }
    const result = compareValues(a, b, '===', loc, via);
    // (a model's value built in a loop, `expired.push([d, id.toUpperCase()])`, is compared whole: its folded texts are
    // still compared with the output's items at their places)
    const [got, model] = isTainted(a) && !isTainted(b) ? [a, b] : isTainted(b) && !isTainted(a) ? [b, a] : [];
    if (got && model && result.k === 'pred' && holdsFold(model)) {
      const demands = [...result.demands];
      this.foldedItems(got, model, loc, demands, 0);
      return { ...result, demands };
    }
    return result;
  }

  /** The `folded` demands of output `got` compared whole with a model's value: each folded text against its counterpart. */
  private foldedItems(got: AbstractValue, model: AbstractValue, loc: SourceLocation, out: PredValue['demands'], depth: number): void {
    if (depth > 4) return;
    if ((model.k === 'const' || model.k === 'unknown') && model.folded) {
      if (got.k === 'text') out.push({ d: 'compare', on: got, loc }, { d: 'folded', on: got, fold: model.folded, loc });
      return;
    }
    if (model.k === 'arr') {
      const listLike = got.k === 'list' || got.k === 'mapped' || got.k === 'arr';
      if (!listLike) return;
      model.items.slice(0, 16).forEach((item, i) => {
        if (holdsFold(item)) this.foldedItems(got.k === 'arr' && !got.open ? got.items[i] ?? UNKNOWN : this.elementOf(got, model.open || got.k === 'arr' ? null : i), item, loc, out, depth + 1);
      });
    } else if (model.k === 'obj' && got.k === 'obj') {
      for (const [key, item] of model.props) {
        const own = got.props.get(key);
        if (own && holdsFold(item)) this.foldedItems(own, item, loc, out, depth + 1);
      }
    }
  }

  private testCall(fn: string, args: AbstractValue[], node: AstNode): AbstractValue {
    const dot = fn.indexOf('.');
    const base = dot < 0 ? fn : fn.slice(0, dot);
    const next = fn.indexOf('.', dot + 1);
    const modifier = dot < 0 ? undefined : next < 0 ? fn.slice(dot + 1) : fn.slice(dot + 1, next);
    if (base === 'expect') return { k: 'builtin', name: 'expect', data: { subject: args[0] ?? UNKNOWN, not: false } };
    if (fn.startsWith('expect.')) return { k: 'builtin', name: `expect.${modifier}`, data: args };
    if (modifier === 'each' || modifier === 'todo') return UNKNOWN;
    const named = args.length > 0 && !(args[0].k === 'fn');
    const nameArg = named ? args[0] : undefined;
    let fnArg: AbstractValue | undefined;
    for (let i = args.length - 1; i >= 0 && !fnArg; i--) if (args[i].k === 'fn') fnArg = args[i];
    const title = nameArg?.k === 'const' ? String(nameArg.v) : nodeText(node.arguments?.[0]);
    if (TEST_FNS.has(base) || base === 't' || fn === 'test' || base === 'only' || base === 'skip') {
      if (!fnArg || fnArg.k !== 'fn') return constant(undefined);
      this.runCheck(title, fnArg, node);
      return constant(undefined);
    }
    if (SUITE_FNS.has(base)) {
      this.names.push(title);
      try {
        if (fnArg?.k === 'fn') this.callFunction(fnArg, [{ k: 'builtin', name: 'test.t' }]);
      } finally {
        this.names.pop();
      }
      return constant(undefined);
    }
    if (HOOKS.has(base)) {
      if (fnArg?.k === 'fn') this.callFunction(fnArg, [{ k: 'builtin', name: 'test.t' }]);
      return constant(undefined);
    }
    if (base === 'mock' || base === 'plan' || base === 'diagnostic' || base === 'skip' || base === 'todo') return constant(undefined);
    return UNKNOWN;
  }

  /** True when `node` is code of a helper the current check calls, not of the check's own function. */
  private inHelper(node: AstNode): boolean {
    const body = this.checkBody;
    return this.check !== null && body !== null && (body.mod !== this.mod || !encloses(body.node, node));
  }

  private runCheck(title: string, fn: FnValue, node: AstNode): void {
    const parent = this.check;
    const parentBody = this.checkBody;
    this.checkBody = { node: fn.node, mod: this.mod };
    const name = this.names.length ? `${this.names.join(' > ')} > ${title}` : title;
    const ctx: CheckCtx = { name, loc: this.loc(node), reads: new Set(), runs: [], assertsExit: false, judgedRuns: new Set(), strong: 0, typeOnly: 0 };
    this.collector.checks.push(ctx);
    this.check = ctx;
    this.names.push(title);
    const savedTry = this.tryRuns;
    const savedBase = this.checkBase;
    this.tryRuns = [];
    this.checkBase = this.callSites.length;
    const savedJudged = this.launcherJudged;
    this.launcherJudged = [];
    try {
      this.callFunction(fn, [{ k: 'builtin', name: 'test.t' }]);
      // a launcher that throws on a nonzero exit, outside any try, asserts the exit status unless its failure was swallowed
      if (this.launcherJudged.some((r) => !r.failureSwallowed)) ctx.assertsExit = true;
    } finally {
      this.launcherJudged = savedJudged;
      this.tryRuns = savedTry;
      this.checkBase = savedBase;
      this.names.pop();
      this.check = parent;
      this.checkBody = parentBody;
    }
  }

  private expectMatcher(state: { subject: AbstractValue; not: boolean }, matcher: string, args: AbstractValue[], node: AstNode): AbstractValue {
    const x = state.subject;
    const [e] = args;
    const loc = this.loc(node);
    const via = `expect().${matcher}`;
    const neg = state.not;
    switch (matcher) {
      case 'toBe':
      case 'toEqual':
      case 'toStrictEqual':
        if (e) this.sinkValue(this.equality(x, e, loc, via, node), neg, node);
        break;
      case 'toMatchObject':
        if (e) this.sinkValue(this.equality(x, e, loc, via, node), neg, node);
        break;
      case 'toMatch':
        if (e?.k === 'regex') this.sinkValue(regexPredicate(x, e.source, e.flags, loc, via), neg, node);
        else if (e) this.sinkValue(this.containsPred(x, e, loc, via), neg, node);
        break;
      case 'toContain':
        if (e) this.sinkValue(this.containsPred(x, e, loc, via), neg, node);
        break;
      case 'toBeGreaterThan':
      case 'toBeGreaterThanOrEqual':
      case 'toBeLessThan':
      case 'toBeLessThanOrEqual':
      case 'toBeCloseTo':
        if (e) this.sinkValue(compareValues(x, e, matcher.includes('Greater') ? '>' : matcher.includes('Less') ? '<' : '===', loc, via), neg, node);
        break;
      case 'toBeDefined':
      case 'toBeTruthy':
      case 'toBeUndefined':
      case 'toBeNull':
      case 'toBeFalsy':
        this.sinkValue(this.truthPred(x, loc), neg, node);
        break;
      case 'toHaveLength':
        if (isTainted(x)) this.sinkValue({ k: 'unknown', tainted: true }, neg, node);
        break;
      case 'toHaveProperty':
        if (x.k === 'obj' && x.fields && e?.k === 'const') {
          const t = this.keyText(x, String(e.v), node);
          const p = args[1] ? compareValues(t, args[1], '===', loc, via) : { k: 'pred', demands: [{ d: 'presence', on: t, loc }], typeOnly: true } as PredValue;
          this.sinkValue(p, neg, node);
        }
        break;
      case 'toThrow':
      case 'toThrowError':
        this.expectThrow(x, neg, node);
        break;
      default:
        if (isTainted(x)) this.sinkValue({ k: 'unknown', tainted: true }, neg, node);
    }
    return constant(undefined);
  }

  private containsPred(x: AbstractValue, e: AbstractValue, loc: SourceLocation, via: string): AbstractValue {
    if (x.k === 'text' && e.k === 'const' && typeof e.v === 'string') {
      if (x.subj.t === 'whole' && x.subj.ch === 'stderr') return { k: 'pred', demands: [{ d: 'stderr', run: x.run, expect: 'matches', pattern: e.v, negated: false, loc }], typeOnly: false };
      return { k: 'pred', demands: [{ d: 'vocab', on: x, token: e.v, loc, cmp: via }], typeOnly: false };
    }
    if ((x.k === 'list' || x.k === 'mapped') && e.k === 'const') {
      const el = this.elementOf(x, null);
      if (el.k === 'text' && typeof e.v === 'string') return { k: 'pred', demands: [{ d: 'vocab', on: el, token: e.v, loc, cmp: via }], typeOnly: false };
      return { k: 'pred', demands: [], typeOnly: false };
    }
    if (x.k === 'arr' && (e.k === 'text' || e.k === 'num')) {
      const t = e.k === 'text' ? e : e.of;
      const demands: PredValue['demands'] = [];
      for (const item of x.items) if (item.k === 'const' && typeof item.v === 'string') demands.push({ d: 'vocab', on: t, token: item.v, loc, cmp: via });
      return { k: 'pred', demands, typeOnly: false };
    }
    return isTainted(x) || isTainted(e) ? { k: 'pred', demands: [], typeOnly: false } : UNKNOWN;
  }

  // ---- methods on values -----------------------------------------------------------------------

  private method(recv: AbstractValue, name: string, argNodes: AstNode[], node: AstNode, env: Env): AbstractValue {
    const args = this.argValues(argNodes, env);
    if (recv.k === 'builtin' && recv.name === 'expect') return this.expectMatcher(recv.data as { subject: AbstractValue; not: boolean }, name, args, node);
    switch (recv.k) {
      case 'const':
        return this.constMethod(recv, name, args, node);
      case 'regex':
        if ((name === 'test' || name === 'exec') && args[0]) {
          const t = args[0];
          if (name === 'test') {
            const p = regexPredicate(t, recv.source, recv.flags, this.loc(node), `${name}`);
            // a line tested to start with a key (`lines.find((l) => /^deepest:\s*\d+$/.test(l))`) carries that key, as
            // with `startsWith('deepest:')`
            const prefix = t.k === 'text' && t.subj.t === 'elem' && t.subj.list.sep === '\n' && !t.prefix ? keyAtLineStart(recv.source) : undefined;
            if (prefix && p.k === 'pred' && t.k === 'text') {
              this.rememberKeyPrefix(t, prefix);
              this.collector.reads.push({ key: prefix.key, loc: this.loc(node), check: this.check?.name });
              this.check?.reads.add(prefix.key);
              return { ...p, prefix };
            }
            return p;
          }
          if (t.k === 'text') return { k: 'match', of: t, source: recv.source, flags: recv.flags, loc: this.loc(node) };
        }
        return anyTainted(args) ? { k: 'unknown', tainted: true } : UNKNOWN;
      case 'text':
        return this.textMethod(recv, name, args, node);
      case 'num':
        if (name === 'toFixed') return { k: 'fixed', places: args[0]?.k === 'const' ? Number(args[0].v) : 0, of: recv };
        if (name === 'toString') return recv.of;
        return { k: 'unknown', tainted: true };
      case 'list':
      case 'mapped':
        return this.listMethod(recv, name, args, node);
      case 'arr':
        return this.arrMethod(recv, name, args, node);
      case 'obj':
        if (name === 'get' && args[0]?.k === 'const') return this.member(recv, String(args[0].v), argNodes[0]);
        // the oracle's own table looked up by a value of the output (`rank.get(name)`): what it finds depends on the output
        if (name === 'get' && args[0] && isTainted(args[0]) && !recv.fields) return recv.record ?? { k: 'unknown', tainted: true };
        // a table of records of the output looked up by a name the analysis does not know (`got.get(m)` for each member
        // of the oracle's own ledger): one of those records
        if (name === 'get' && recv.record && !recv.fields) return recv.record;
        if (name === 'has' && args[0]?.k === 'const' && recv.fields) {
          const t = this.keyText(recv, String(args[0].v), argNodes[0]);
          return { k: 'pred', demands: [{ d: 'presence', on: t, loc: this.loc(node) }], typeOnly: true };
        }
        if (name === 'set' && args.length >= 2) {
          if (args[0].k === 'const') recv.props.set(String(args[0].v), args[1]);
          else {
            this.dynamicEntry(recv, args[0], args[1], node);
            this.noteRecord(recv, args[0], args[1]);
          }
          return recv;
        }
        if ((name === 'add' || name === 'push') && anyTainted(args)) recv.tainted = true;
        if (name === 'then' && args[0]) return this.callValue(args[0], [recv], node);
        if (name === 'entries' && recv.fields) return { k: 'arr', items: [{ k: 'unknown', tainted: true }], open: true, tainted: true, entriesOf: recv };
        return recv.tainted || recv.fields ? { k: 'unknown', tainted: true } : UNKNOWN;
      case 'proc':
        if (name === 'then' && args[0]) return this.callValue(args[0], [recv], node);
        // `await execFileAsync(...).catch((e) => ({ stdout: e.stdout }))`: the handler gets the failed run (its stdout,
        // stderr and code); one that goes on swallows the failure. What comes back is read as the run's own result
        if (name === 'catch' && args[0]?.k === 'fn') {
          if (recv.run.throwsOnFailure && !this.alwaysThrows(args[0].node.body)) recv.run.failureSwallowed = true;
          this.callValue(args[0], [recv], node);
          return recv;
        }
        if (name === 'on' || name === 'once') {
          if (args[1]) this.callValue(args[1], [{ k: 'status', run: recv.run }], node);
          return recv;
        }
        return UNKNOWN;
      case 'fn':
        if (name === 'call') return this.callValue(recv, args.slice(1), node);
        if (name === 'apply') return this.callValue(recv, args[1]?.k === 'arr' ? args[1].items : [], node);
        if (name === 'bind') return recv;
        return UNKNOWN;
      case 'match':
        return { k: 'unknown', tainted: true };
      case 'unknown':
        if (name === 'then' && args[0]) return this.callValue(args[0], [recv], node);
        if (!recv.tainted && !anyTainted(args)) {
          const joiner = (name === 'replace' || name === 'replaceAll') ? spaceJoiner(args[0], args[1]) : undefined;
          if (joiner !== undefined) return { k: 'unknown', respelled: { joiner, loc: this.loc(node) } };
          const to = CASE_FOLDS.get(name);
          if (to) return { k: 'unknown', folded: { to, loc: this.loc(node) } };
          // (trimmed, padded or cut, a folded text is still folded)
          if (recv.folded && PURE_METHODS.has(name)) return { k: 'unknown', folded: recv.folded };
          if (name === 'sort' || name === 'toSorted') return { k: 'unknown', ordered: this.sortMark(args[0], node) };
          // a sorted list of the oracle's own, mapped, filtered or cut, keeps its order
          if (recv.ordered && (name === 'map' || name === 'filter' || name === 'slice')) return { k: 'unknown', ordered: recv.ordered };
          // a number of the oracle's own written with a fixed number of decimals (`mean.toFixed(1)`) is rounded to them
          if (name === 'toFixed' && (args.length === 0 || (args[0]?.k === 'const' && typeof args[0].v === 'number'))) {
            return { k: 'unknown', rounded: { places: args[0]?.k === 'const' ? Number(args[0].v) : 0, how: 'toFixed', loc: this.loc(node) } };
          }
          // (one of them made a string, `String(Math.floor(x))` aside, keeps its rounding)
          if (recv.rounded && name === 'toString') return recv;
        }
        return recv.tainted || anyTainted(args) ? { k: 'unknown', tainted: true } : UNKNOWN;
      default:
        if (name === 'then' && args[0]) return this.callValue(args[0], [recv], node);
        return isTainted(recv) || anyTainted(args) ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
  }

  private constMethod(recv: AbstractValue & { k: 'const' }, name: string, args: AbstractValue[], node: AstNode): AbstractValue {
    if (typeof recv.v === 'string') {
      if (name === 'split') {
        const sep = args[0];
        if (sep?.k === 'const' && typeof sep.v === 'string' && recv.v.length < 200_000) return { k: 'arr', items: recv.v.split(sep.v).map((s) => constant(s)) };
        if (sep?.k === 'regex' && recv.v.length < 200_000) return { k: 'arr', items: recv.v.split(new RegExp(sep.source, sep.flags)).map((s) => constant(s)) };
        return UNKNOWN;
      }
      // `TABLE.replace(/\n/g, '\r\n')`: a constant text rewritten by a pattern (a replacement function is not run)
      if ((name === 'replace' || name === 'replaceAll') && args[0]?.k === 'regex' && args[1]?.k === 'const' && typeof args[1].v === 'string' && recv.v.length < 200_000) {
        if (name === 'replaceAll' && !args[0].flags.includes('g')) return UNKNOWN;
        try {
          const out = recv.v[name](new RegExp(args[0].source, args[0].flags), args[1].v);
          return out.length > MAX_STRING ? UNKNOWN : constant(out);
        } catch {
          return UNKNOWN;
        }
      }
      if (args.every((a) => a.k === 'const')) {
        const result = foldStringMethod(recv.v, name, args.map((a) => (a as { v: ConstPrim }).v));
        // a text of the oracle's own folded to one case (`'rb9'.toUpperCase()` in a model) remembers it was, through
        // what is done to it next (`.trim()`, `.slice(0, 3)`)
        const to = CASE_FOLDS.get(name);
        if (result?.k === 'const' && to && result.v !== recv.v) return { ...result, folded: { to, loc: this.loc(node), from: recv.folded?.from ?? recv.v } };
        if (result) return recv.folded && result.k === 'const' && typeof result.v === 'string' ? { ...result, folded: recv.folded } : result;
      }
      if (name === 'includes' && args[0] && (args[0].k === 'text')) return { k: 'pred', demands: [], typeOnly: false };
      return UNKNOWN;
    }
    if ((typeof recv.v === 'number' || typeof recv.v === 'bigint') && name === 'toString') {
      if (typeof recv.v === 'bigint' && recv.v.toString(2).length > 150_000) return UNKNOWN;
      const text = recv.v.toString(args[0]?.k === 'const' ? Number(args[0].v) : 10);
      return recv.digitCount ? { k: 'const', v: text, digitCount: true } : constant(text);
    }
    if (typeof recv.v === 'number' && name === 'toFixed') {
      const places = args[0]?.k === 'const' ? Number(args[0].v) : 0;
      const text = recv.v.toFixed(places);
      // (a model's mean written with its decimals, `(125 / 3).toFixed(1)`: rounded where that changed it)
      return Number(text) !== recv.v ? { k: 'const', v: text, rounded: { places, how: 'toFixed', loc: this.loc(node) } } : constant(text);
    }
    void node;
    return UNKNOWN;
  }

  private textMethod(t: TextValue, name: string, args: AbstractValue[], node: AstNode): AbstractValue {
    const loc = this.loc(node);
    const [a0, a1] = args;
    switch (name) {
      case 'trim': case 'trimEnd': case 'trimStart': case 'trimRight': case 'trimLeft': case 'toString': case 'valueOf': case 'normalize':
      case 'padStart': case 'padEnd': case 'setEncoding':
        return t;
      case 'toLowerCase': case 'toUpperCase': case 'toLocaleLowerCase': case 'toLocaleUpperCase':
        return { ...t, lower: true };
      case 'split': {
        if (!a0) return t;
        const separator = a0.k === 'regex' ? { regex: a0 } : a0.k === 'const' && typeof a0.v === 'string' ? { text: a0.v } : null;
        const sep = separator ? normaliseSeparator(separator) : '?';
        // the whole output cut at blank lines: blocks, each a few lines
        if (t.subj.t === 'whole' && t.subj.ch === 'stdout' && separator && isBlankLineSeparator(separator)) this.collector.blocks.push({ loc, check: this.check?.name });
        if (t.prefix && (sep === t.prefix.assign || t.prefix.assign.startsWith(sep))) {
          const list = this.split(t, sep, node);
          // `line.split('=')[1]` of a `key=` line is that key's value
          return { k: 'mapped', base: list, fns: [{ k: 'builtin', name: 'prefixValue', data: t }] };
        }
        return this.split(t, sep, node);
      }
      case 'indexOf': case 'lastIndexOf': case 'search':
        if (a0?.k === 'const' && typeof a0.v === 'string') return { k: 'idx', of: t, sep: a0.v, offset: 0, loc };
        return { k: 'unknown', tainted: true };
      case 'slice': case 'substring': case 'substr': {
        const column = this.noteColumnCut(t, name, a0, a1, loc);
        const afterKey = this.valueAfterTestedKey(t, a0);
        if (afterKey) return afterKey;
        if (t.prefix && a0?.k === 'const' && typeof a0.v === 'number' && a0.v >= t.prefix.key.length) return this.prefixValue(t);
        if (t.prefix && a0?.k === 'idx') return this.prefixValue(t);
        if (a0?.k === 'const' && a0.v === 0 && a1?.k === 'idx') {
          const list = this.split(a1.of, a1.sep, { type: 'Synthetic', loc: undefined } as AstNode);
          list.loc = a1.loc;
          list.indices.add(0);
          return { k: 'text', subj: { t: 'elem', list, index: 0 }, run: t.run, lower: t.lower };
        }
        if (a0?.k === 'idx' && a0.offset >= 1) {
          const list = this.split(a0.of, a0.sep, node);
          list.loc = a0.loc;
          list.indices.add(1);
          return { k: 'text', subj: { t: 'elem', list, index: 1, rest: true }, run: t.run, lower: t.lower };
        }
        return column ? { ...t, altered: true } : t;
      }
      case 'replace': case 'replaceAll': {
        const lit = a0?.k === 'const' && typeof a0.v === 'string' ? /^([A-Za-z_][\w-]*)([=:] ?)$/.exec(a0.v) : a0?.k === 'regex' ? /^\^?([A-Za-z_][\w-]*)([=:] ?)$/.exec(a0.source) : null;
        if (lit && a1?.k === 'const' && a1.v === '') return this.prefixValue({ ...t, prefix: { key: lit[1], assign: lit[2] } });
        // (stripping the end, `replace(/\s+$/, '')`, keeps every character's place)
        const endOnly = a0?.k === 'regex' && a0.source.endsWith('$') && !a0.source.startsWith('^');
        return t.subj.t === 'elem' && !endOnly ? { ...t, altered: true } : t;
      }
      case 'match': case 'exec':
        if (a0?.k === 'regex') {
          const m: MatchValue = { k: 'match', of: t, source: a0.source, flags: a0.flags, loc };
          if (a0.flags.includes('g')) return { k: 'arr', items: [m], open: true, tainted: true };
          return m;
        }
        if (a0?.k === 'const' && typeof a0.v === 'string') return { k: 'match', of: t, source: escapeRegExp(a0.v), flags: '', loc };
        return { k: 'unknown', tainted: true };
      case 'matchAll':
        if (a0?.k === 'regex') return { k: 'arr', items: [{ k: 'match', of: t, source: a0.source, flags: a0.flags, loc }], open: true, tainted: true };
        return { k: 'unknown', tainted: true };
      case 'startsWith': {
        if (a0?.k === 'const' && typeof a0.v === 'string') {
          const m = KEY_AND_SIGN.exec(a0.v);
          // (asserted of a line read by position, `lines[0].startsWith('reprint: ')`, it says which key that line carries)
          if (m) {
            const prefix = { key: m[1]!, assign: m[2]! };
            this.rememberKeyPrefix(t, prefix);
            return { k: 'pred', demands: [{ d: 'vocab', on: t, token: a0.v, loc, cmp: KEY_PREFIX }], typeOnly: false, prefix };
          }
          return { k: 'pred', demands: [{ d: 'vocab', on: t, token: a0.v, loc, cmp: 'startsWith' }], typeOnly: false };
        }
        return { k: 'pred', demands: [{ d: 'compare', on: t, loc }], typeOnly: false };
      }
      case 'endsWith':
      case 'includes':
        if (a0?.k === 'const' && typeof a0.v === 'string') return this.containsPred(t, a0, loc, name);
        return { k: 'pred', demands: [{ d: 'compare', on: t, loc }], typeOnly: false };
      case 'localeCompare':
        return { k: 'unknown', tainted: true };
      case 'on': case 'once':
        if (args[1]) this.callValue(args[1], [t], node);
        return t;
      case 'pipe':
        return t;
      case 'at': case 'charAt': case 'charCodeAt': case 'codePointAt':
        return { k: 'unknown', tainted: true };
      case 'concat':
        return t;
      default:
        if (t.json && a0 && JSON_ARRAY_CALLBACKS.has(name)) return this.jsonArrayMethod(t, name, args, node);
        return { k: 'unknown', tainted: true };
    }
  }

  /**
   * A callback method of an array parsed from JSON (`rep.conflicts.map((c) => c.family)`): the callback reads an element,
   * as a `for...of` over the array does, so its reads are of `conflicts[].family`.
   */
  private jsonArrayMethod(t: TextValue, name: string, args: AbstractValue[], node: AstNode): AbstractValue {
    const [fn, initial] = args as [AbstractValue, AbstractValue | undefined];
    const element = this.elementOf(t, null);
    const result =
      name === 'reduce' || name === 'reduceRight'
        ? this.callValue(fn, [initial ?? element, element, UNKNOWN], node)
        : this.callValue(fn, name === 'sort' || name === 'toSorted' ? [element, element] : [element, UNKNOWN], node);
    switch (name) {
      case 'map': case 'flatMap':
        return { k: 'arr', items: [result], open: true, tainted: true };
      case 'sort': case 'toSorted':
        this.sortedJson.add(t);
        return t;
      case 'filter':
        return t;
      case 'find': case 'findLast':
        return element;
      case 'some': case 'every': case 'reduce': case 'reduceRight':
        return result;
      case 'forEach':
        return constant(undefined);
      default:
        return { k: 'unknown', tainted: true };
    }
  }

  private listMethod(list: SplitList | MappedList, name: string, args: AbstractValue[], node: AstNode): AbstractValue {
    const base = list.k === 'list' ? list : list.base;
    const [a0, a1] = args;
    const loc = this.loc(node);
    const element = () => this.elementOf(list, null);
    switch (name) {
      case 'map':
        if (!a0) return list;
        base.iterated = true;
        // run the callback once now so its demands are recorded even if the result is never indexed
        this.callValue(a0, [element(), UNKNOWN], node);
        return { k: 'mapped', base, fns: [...(list.k === 'mapped' ? list.fns : []), a0], ...(list.k === 'mapped' && list.skip ? { skip: list.skip } : {}) };
      case 'filter': case 'sort': case 'toSorted': case 'reverse': case 'toReversed': case 'slice': case 'concat': case 'flat': case 'values': case 'splice':
        if (name === 'sort' || name === 'toSorted') base.sorted = true;
        if (name === 'filter' && a0) this.callValue(a0, [element(), UNKNOWN], node);
        if (name === 'filter' || name === 'slice' || name === 'splice') base.shrunk = true;
        if (name === 'slice' && a0?.k === 'const' && typeof a0.v === 'number' && a0.v > 0) {
          const skipped = (list.k === 'mapped' ? list.skip ?? 0 : 0) + a0.v;
          base.indices.add(skipped);
          // a view whose item i is item i + n: `rows[0]` of `lines.slice(1)` (or `lines.slice(1, -1)`) is the second line
          if (Number.isInteger(a0.v)) return { k: 'mapped', base, fns: list.k === 'mapped' ? list.fns : [], skip: skipped, skipAt: loc };
        }
        if (name === 'slice' && a0?.k === 'const' && a0.v === 0 && a1 && !(list.k === 'mapped' && list.skip)) base.headRead = true;
        else base.iterated = true;
        return list;
      case 'find': case 'findLast': {
        const el = element();
        const r = a0 ? this.callValue(a0, [el, UNKNOWN], node) : UNKNOWN;
        if (r.k === 'pred' && r.prefix && el.k === 'text') return { ...el, prefix: r.prefix };
        return el;
      }
      case 'findIndex': case 'indexOf': case 'lastIndexOf':
        if (a0 && a0.k !== 'const') this.callValue(a0, [element(), UNKNOWN], node);
        base.iterated = true;
        return { k: 'unknown', tainted: true };
      case 'some': case 'every': {
        if (!a0) return UNKNOWN;
        const r = this.callValue(a0, [element(), UNKNOWN], node);
        return r.k === 'pred' ? r : { k: 'pred', demands: [], typeOnly: false };
      }
      case 'includes':
        if (a0) return this.containsPred(list, a0, loc, 'includes');
        return UNKNOWN;
      case 'forEach':
        if (a0) this.callValue(a0, [element(), UNKNOWN], node);
        return constant(undefined);
      case 'reduce': case 'reduceRight': {
        if (!a0) return UNKNOWN;
        const r = this.callValue(a0, [a1 ?? element(), element(), UNKNOWN], node);
        return isTainted(r) ? r : { k: 'unknown', tainted: true };
      }
      case 'at':
        if (a0?.k === 'const' && typeof a0.v === 'number') return a0.v >= 0 ? this.elementOf(list, a0.v) : element();
        return element();
      case 'join':
        base.iterated = true;
        return { ...base.src, ...joinOf(list, a0) };
      case 'entries':
        base.iterated = true;
        return { k: 'arr', items: [{ k: 'arr', items: [UNKNOWN, element()] }], open: true, tainted: true };
      case 'has':
        if (a0) return this.containsPred(list, a0, loc, 'has');
        return UNKNOWN;
      case 'pop': case 'shift':
        return element();
      default:
        return { k: 'unknown', tainted: true };
    }
  }

  private arrMethod(arr: ArrValue, name: string, args: AbstractValue[], node: AstNode): AbstractValue {
    const [a0, a1] = args;
    const small = !arr.open && arr.items.length <= (name === 'map' ? 20_000 : MAX_UNROLL * 4);
    switch (name) {
      case 'includes': case 'has': case 'indexOf':
        if (a0 && (a0.k === 'text' || a0.k === 'num')) return this.containsPred(arr, a0, this.loc(node), `${name}`);
        if (a0?.k === 'const' && !arr.open && arr.items.every((i) => i.k === 'const')) {
          const found = arr.items.some((i) => (i as { v: unknown }).v === a0.v);
          return name === 'indexOf' ? constant(arr.items.findIndex((i) => (i as { v: unknown }).v === a0.v)) : constant(found);
        }
        return arr.tainted || (a0 && isTainted(a0)) ? { k: 'pred', demands: [], typeOnly: false } : UNKNOWN;
      case 'join': {
        if (arr.open) return arr.tainted ? { k: 'unknown', tainted: true, ...joinOf(arr, a0) } : withSketch(withFold(joinedHead(arr, a0), arr.items), joinedSketch(arr, a0));
        const items = arr.items;
        const parts: string[] = new Array(items.length);
        let total = 0;
        for (let i = 0; i < items.length; i++) {
          const item = items[i] as AbstractValue | undefined;
          // a hole of a sparse array (`a[5] = x` on an empty one) joins as ''
          if (item === undefined) parts[i] = '';
          else if (item.k !== 'const') {
            if (arr.tainted) return { k: 'unknown', tainted: true, ...(arr.loopFilled ? joinOf(arr, a0) : {}) };
            return withSketch(withFold(arr.loopFilled ? joinedHead(arr, a0) : UNKNOWN, items), joinedSketch(arr, a0));
          }
          else total += (parts[i] = item.v === undefined || item.v === null ? '' : String(item.v)).length;
        }
        const sep = a0?.k === 'const' ? String(a0.v) : ',';
        return total > MAX_STRING ? UNKNOWN : withFold(constant(parts.join(sep)), items);
      }
      case 'map':
        if (!a0) return arr;
        // mapped through a function that runs the program (`[1, 4, 9].map(roman)`), the items are output
        if (small) {
          const items = arr.items.map((it, i) => this.callValue(a0, [it, constant(i)], node));
          return { k: 'arr', items, tainted: arr.tainted || items.some(isTainted), ...(arr.ordered ? { ordered: arr.ordered } : {}), ...(arr.loopFilled ? { loopFilled: true } : {}) };
        }
        const item = this.callValue(a0, [this.elementOf(arr, null), UNKNOWN], node);
        return { k: 'arr', items: [item], open: true, tainted: arr.tainted || isTainted(item), ...(arr.ordered ? { ordered: arr.ordered } : {}) };
      case 'flatMap':
        if (a0) this.callValue(a0, [this.elementOf(arr, null), UNKNOWN], node);
        return { k: 'arr', items: [], open: true, tainted: arr.tainted };
      case 'forEach':
        if (!a0) return constant(undefined);
        if (small) arr.items.forEach((it, i) => this.callValue(a0, [it, constant(i)], node));
        else this.callValue(a0, [this.elementOf(arr, null), UNKNOWN], node);
        return constant(undefined);
      case 'filter': case 'sort': case 'toSorted': case 'slice': case 'reverse': case 'toReversed': case 'concat': case 'flat': case 'values':
        // the oracle's own constants filtered by a test that folds for each (`units.filter((u) => !u.startsWith('E'))`)
        if (name === 'filter' && a0?.k === 'fn' && small && !arr.tainted && arr.items.every((it) => it.k === 'const')) {
          const keep = arr.items.map((it, i) => this.callValue(a0, [it, constant(i)], node));
          if (keep.every((k) => k.k === 'const')) return { k: 'arr', items: arr.items.filter((_, i) => Boolean((keep[i] as { v: unknown }).v)) };
        }
        if ((name === 'reverse' || name === 'toReversed') && !arr.open) {
          const items = [...arr.items].reverse();
          if (name === 'toReversed') return { ...arr, items };
          arr.items = items;
          return arr;
        }
        if (a0?.k === 'fn') this.callValue(a0, [this.elementOf(arr, null), this.elementOf(arr, null)], node);
        if (name === 'sort' || name === 'toSorted') {
          const ordered = this.sortMark(a0, node);
          if (name === 'toSorted') return { ...arr, ordered };
          arr.ordered = ordered;
          return arr;
        }
        if (name === 'slice' && !arr.open && args.every((a) => a.k === 'const')) return { k: 'arr', items: arr.items.slice(...args.map((a) => Number((a as { v: unknown }).v))), tainted: arr.tainted };
        if (name === 'concat') return { k: 'arr', items: [...arr.items, ...args.flatMap((a) => (a.k === 'arr' ? a.items : [a]))], open: arr.open || args.some((a) => a.k === 'arr' && a.open), tainted: arr.tainted || anyTainted(args) };
        return name === 'filter' || name === 'flat' ? { ...arr, open: true } : arr;
      case 'some': case 'every': case 'find': {
        if (!a0) return UNKNOWN;
        let r: AbstractValue = UNKNOWN;
        if (small) for (const it of arr.items) r = join(r, this.callValue(a0, [it, UNKNOWN], node));
        else r = this.callValue(a0, [this.elementOf(arr, null), UNKNOWN], node);
        if (name === 'find') return this.elementOf(arr, null);
        return r;
      }
      case 'reduce': {
        if (!a0) return UNKNOWN;
        let acc = a1 ?? arr.items[0] ?? UNKNOWN;
        if (small && arr.items.length <= 64) for (const it of arr.items.slice(a1 ? 0 : 1)) acc = this.callValue(a0, [acc, it, UNKNOWN], node);
        else acc = this.callValue(a0, [acc, this.elementOf(arr, null), UNKNOWN], node);
        return acc;
      }
      case 'push': case 'unshift':
        arr.items.push(...args);
        if (anyTainted(args)) arr.tainted = true;
        if (this.abstractLoops > (arr.loopDepth ?? 0)) arr.loopFilled = true;
        return constant(arr.items.length);
      case 'add':
        arr.items.push(...args);
        arr.open = true;
        if (anyTainted(args)) arr.tainted = true;
        return arr;
      case 'pop': case 'shift':
        return this.elementOf(arr, null);
      case 'fill': {
        // `Array(12).fill(450)`: every slot from start to end now holds the value
        if (!a0 || arr.open) return arr;
        const start = args[1]?.k === 'const' && typeof args[1].v === 'number' ? args[1].v : 0;
        const end = args[2]?.k === 'const' && typeof args[2].v === 'number' ? args[2].v : arr.items.length;
        if (args.length > 1 && (args[1]?.k !== 'const' || (args[2] && args[2].k !== 'const'))) return arr;
        const len = arr.items.length;
        const from = start < 0 ? Math.max(len + start, 0) : Math.min(start, len);
        const to = end < 0 ? Math.max(len + end, 0) : Math.min(end, len);
        for (let i = from; i < to; i++) arr.items[i] = a0;
        if (isTainted(a0)) arr.tainted = true;
        return arr;
      }
      case 'at':
        if (a0?.k === 'const' && typeof a0.v === 'number') return arr.items.at(a0.v) ?? UNKNOWN;
        return this.elementOf(arr, null);
      case 'entries':
        return { k: 'arr', items: arr.items.map((it, i) => ({ k: 'arr', items: [constant(i), it] }) as AbstractValue), open: arr.open, tainted: arr.tainted };
      case 'keys':
        return { k: 'arr', items: arr.items.map((_, i) => constant(i)), open: arr.open };
      default:
        return arr.tainted ? { k: 'unknown', tainted: true } : UNKNOWN;
    }
  }
}

type ConstPrim = string | number | bigint | boolean | null | undefined;

/** Past this many entries a name cache is emptied (each holds names an oracle spells, which a long run could keep making). */
const MAX_CACHED_NAMES = 10_000;

/**
 * The builtin `base.name` (`assert.equal`, `test.describe`, `child_process.spawnSync`), made once per pair: builtin
 * values are never changed, so every read shares one, and its name is one text whose hash is computed once.
 */
const MEMBER_BUILTINS = new Map<string, Map<string, BuiltinValue>>();

/** An object literal as written, every key spelled out (no spread, no computed key, not a Map). */
function writtenRecord(v: ObjValue): boolean {
  if (!v.literal || v.partial || v.map || isTainted(v)) return false;
  const props = v.literal.node.properties as AstNode[];
  // (`{}` filled in later, `o[key] = ...`, is not written out)
  return props.length === v.props.size && props.every((p) => p.type === 'Property' && !p.computed);
}

/** A list of strings or numbers the assertion `call` writes out itself (`['B9', 'B12']`): not a model's list. */
function writtenValues(v: AbstractValue, call: AstNode): boolean {
  if (v.k !== 'arr' || v.open || v.items.length === 0 || !v.items.every((i) => i.k === 'const' && (typeof i.v === 'string' || typeof i.v === 'number'))) return false;
  return ((call.arguments ?? []) as AstNode[]).some((arg) => arg.type === 'ArrayExpression' && (arg.elements as AstNode[]).length === v.items.length);
}

/** A closed array of one or more records written out inside `within` (the assertion's call). */
function writtenRecords(v: ArrValue, within: AstNode): boolean {
  return !v.open && v.items.length > 0 && v.items.every((r) => r.k === 'obj' && writtenRecord(r) && inside(r.literal!.node, within));
}

/** True when `inner` is written inside `outer` (by offsets from acorn, by line and column from typescript-estree). */
function inside(inner: AstNode, outer: AstNode): boolean {
  if (typeof inner.start === 'number' && typeof outer.start === 'number') return inner.start >= outer.start && inner.end <= outer.end;
  if (!inner.loc || !outer.loc) return false;
  const before = (a: { line: number; column: number }, b: { line: number; column: number }) => a.line < b.line || (a.line === b.line && a.column <= b.column);
  return before(outer.loc.start, inner.loc.start) && before(inner.loc.end, outer.loc.end);
}

/** The words a run was fed (stdin and arguments, split on anything but letters, digits and `_`). */
function fedWords(run: RunInfo): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.split(/[^\p{L}\p{N}_]+/u)) if (w) words.add(w);
  };
  if (typeof run.stdin === 'string') add(run.stdin);
  for (const a of run.args) if (a !== null) add(a);
  return words;
}

function memberBuiltin(base: string, name: string): BuiltinValue {
  let byName = MEMBER_BUILTINS.get(base);
  if (!byName) {
    if (MEMBER_BUILTINS.size > MAX_CACHED_NAMES) MEMBER_BUILTINS.clear();
    MEMBER_BUILTINS.set(base, (byName = new Map()));
  }
  let value = byName.get(name);
  if (!value) {
    const full = base === 'mod:test' ? (name === 'default' ? 'test.test' : `test.${name}`) : base.startsWith('mod:') ? `${base.slice(4)}.${name}` : `${base}.${name}`;
    if (byName.size > MAX_CACHED_NAMES) byName.clear();
    byName.set(name, (value = { k: 'builtin', name: full }));
  }
  return value;
}

/** A builtin's name split at its first dot (`assert.equal` -> `assert`, `equal`; no dot: the name twice), once per name. */
const SPLIT_NAMES = new Map<string, readonly [string, string]>();

function splitName(name: string): readonly [string, string] {
  let split = SPLIT_NAMES.get(name);
  if (!split) {
    const dot = name.indexOf('.');
    split = dot >= 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, name];
    if (SPLIT_NAMES.size > MAX_CACHED_NAMES) SPLIT_NAMES.clear();
    SPLIT_NAMES.set(name, split);
  }
  return split;
}

const DECLARES = Symbol('oraclint.declares');

/** True when a statement list declares a binding of its own (let, const, class, function); cached on the array. */
function declares(body: AstNode[] & { [DECLARES]?: boolean }): boolean {
  let d = body[DECLARES];
  if (d === undefined) {
    d = body.some((st) => st.type === 'VariableDeclaration' || st.type === 'FunctionDeclaration' || st.type === 'ClassDeclaration');
    body[DECLARES] = d;
  }
  return d;
}

const HOISTS = Symbol('oraclint.hoists');

/** True when a statement list has a function declaration to hoist (exported or not); cached on the array. */
function hoists(body: AstNode[] & { [HOISTS]?: boolean }): boolean {
  let h = body[HOISTS];
  if (h === undefined) {
    h = body.some((stmt) => {
      const decl = stmt.type === 'ExportNamedDeclaration' || stmt.type === 'ExportDefaultDeclaration' ? stmt.declaration : stmt;
      return decl?.type === 'FunctionDeclaration' && Boolean(decl.id);
    });
    body[HOISTS] = h;
  }
  return h;
}

/** Markers of the structure of constant arguments in a memo key (objects: no constant equals them). */
const OPEN_ARRAY = {};
const CLOSE_ARRAY = {};
const END_ARG = {};

/**
 * A key for constant arguments (literals and closed arrays of them), or null when an argument is not constant: their
 * values in order, with markers for arrays and argument ends. Looked up by a hash of these tokens rather than joined
 * into one string (building and hashing that string took ~3 us per call). Rejects what a key string of the form
 * `3'abc` / `number:4` / `[...,]` / `;` would: a string over 120 characters, nesting deeper than 4, a key past 400.
 */
function constKey(args: AbstractValue[]): unknown[] | null {
  const key: KeyState = { tokens: [], length: 0 };
  for (const a of args) {
    if (!addToKey(key, a, 0)) return null;
    key.tokens.push(END_ARG);
    key.length++;
  }
  return key.tokens;
}

/** The tokens of a memo key being built, and the length its text form would have. */
interface KeyState {
  tokens: unknown[];
  length: number;
}

/** Characters of `String(n)` for a safe integer, without making the text. */
function integerTextLength(n: number): number {
  let digits = n < 0 ? 2 : 1;
  for (let m = Math.abs(n); m >= 10; m = Math.floor(m / 10)) digits++;
  return digits;
}

// `v` is undefined for a hole of a sparse array (`a[5] = x` on an empty one): such calls are not memoised
function addToKey(key: KeyState, v: AbstractValue | undefined, depth: number): boolean {
  if (!v || key.length > 400 || depth > 4) return false;
  switch (v.k) {
    case 'const': {
      const c = v.v;
      if (typeof c === 'string') {
        // long texts (a whole input) are rarely passed twice; hashing them costs more than it saves
        if (c.length > 120) return false;
        key.length += integerTextLength(c.length) + 1 + c.length;
      } else if (typeof c === 'number' && Number.isSafeInteger(c)) key.length += 7 + integerTextLength(c);
      else key.length += (typeof c).length + 1 + String(c).length;
      // a map tells 1 from '1' and 1n, and takes -0 for 0 and NaN for NaN, as their texts did
      key.tokens.push(c);
      return true;
    }
    case 'arr':
      if (v.open || v.tainted) return false;
      key.tokens.push(OPEN_ARRAY);
      key.length++;
      for (const item of v.items) {
        if (!addToKey(key, item, depth + 1)) return false;
        key.length++;
      }
      key.tokens.push(CLOSE_ARRAY);
      key.length++;
      return true;
    default:
      return false;
  }
}

/**
 * Memoised results of one function, by a hash of their `constKey` tokens; the keys in a bucket are compared token by
 * token. (A trie of maps allocated a map per token of each new key: ~25 for `graphInput(NODES, SMALL)`.)
 */
type MemoTable = Map<number, { key: unknown[]; result: AbstractValue }[]>;

/** A hash of one token that agrees with SameValueZero, as a Map key does: -0 like 0, NaN like NaN. */
function tokenHash(t: unknown): number {
  switch (typeof t) {
    case 'string':
      return t.length === 0 ? 1 : (t.length * 31 + t.charCodeAt(0) * 7 + t.charCodeAt(t.length - 1)) | 0;
    case 'number':
      return t === t ? (t * 1000) | 0 : 2;
    case 'bigint':
      return 3 + Number(BigInt.asUintN(16, t));
    case 'boolean':
      return t ? 4 : 5;
    case 'undefined':
      return 6;
    default:
      return t === null ? 7 : t === OPEN_ARRAY ? 8 : t === CLOSE_ARRAY ? 9 : 10;
  }
}

function memoHash(key: unknown[]): number {
  let h = key.length;
  for (const t of key) h = (Math.imul(h, 31) + tokenHash(t)) | 0;
  return h;
}

function sameKey(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x !== y && (x === x || y === y)) return false;
  }
  return true;
}

function memoGet(table: MemoTable, hash: number, key: unknown[]): AbstractValue | undefined {
  const bucket = table.get(hash);
  if (bucket) for (const entry of bucket) if (sameKey(entry.key, key)) return entry.result;
  return undefined;
}

function memoSet(table: MemoTable, hash: number, key: unknown[], result: AbstractValue): void {
  const bucket = table.get(hash);
  if (!bucket) {
    table.set(hash, [{ key, result }]);
    return;
  }
  for (const entry of bucket) {
    if (sameKey(entry.key, key)) {
      entry.result = result;
      return;
    }
  }
  bucket.push({ key, result });
}

/** Members of a parsed-fields object that are not output keys: a Map's own, or any object's (`f.size` of a plain object is the key `size`). */
const OBJECT_MEMBERS = new Set(['hasOwnProperty', 'then', 'constructor', 'toString']);

/**
 * True when `a` and `b` are one value of the output: one key, one item or the whole text of one run (`a.range` against
 * `a.range`, `out.stops` against `out.stops.sort(...)`, sorted in place). (Not one abstract value alone: a loop's items and
 * a helper's summary stand for many.)
 */
function sameOutput(a: AbstractValue, b: AbstractValue): boolean {
  if (a.k !== 'text' || b.k !== 'text' || a.run !== b.run || a.lower !== b.lower) return false;
  const [x, y] = [a.subj, b.subj];
  // (a JSON array's items are read as one path, `records[]`: two of them are not one value)
  if (x.t === 'key' && y.t === 'key') return x.key === y.key && x.layout === y.layout && !x.key.includes('[]');
  if (x.t === 'whole' && y.t === 'whole') return x.ch === y.ch;
  return x.t === 'elem' && y.t === 'elem' && x.list === y.list && x.index === y.index && x.index !== null && !x.rest && !y.rest;
}

/** True when a value of the oracle's own holds a text it folded to one case (see FoldMark), a few levels deep. */
function holdsFold(v: AbstractValue, depth = 0): boolean {
  if (v.k === 'const' || v.k === 'unknown') return v.folded !== undefined;
  if (depth > 4) return false;
  if (v.k === 'arr') return v.items.slice(0, 16).some((i) => holdsFold(i, depth + 1));
  if (v.k === 'obj') return [...v.props.values()].some((i) => holdsFold(i, depth + 1));
  return false;
}

/** The case a string method folds a text to. */
const CASE_FOLDS = new Map<string, FoldMark['to']>([['toUpperCase', 'upper'], ['toLocaleUpperCase', 'upper'], ['toLowerCase', 'lower'], ['toLocaleLowerCase', 'lower']]);

/** `value` marked folded when one of the parts it was built from is (`${id.toUpperCase()} expired`, a joined list of them). */
function withFold<T extends ConstValue | UnknownValue>(value: T, parts: readonly (AbstractValue | undefined)[]): T {
  for (const p of parts) {
    const fold = p && (p.k === 'const' || p.k === 'unknown') ? p.folded : undefined;
    if (fold) return { ...value, folded: fold };
  }
  return value;
}

/** `replace(/ /g, '_')`, `replaceAll(' ', '-')`, `replace(/\s+/g, '_')`: the joiner a text's spaces are written as. */
function spaceJoiner(pattern: AbstractValue | undefined, replacement: AbstractValue | undefined): string | undefined {
  if (replacement?.k !== 'const' || (replacement.v !== '_' && replacement.v !== '-')) return undefined;
  const spaces = (pattern?.k === 'const' && pattern.v === ' ') || (pattern?.k === 'regex' && pattern.flags.includes('g') && /^(?: |\\s\+?|\[ \]\+?)$/.test(pattern.source));
  return spaces ? replacement.v : undefined;
}

/** Methods that change the array, set or map they are called on. */
const MUTATORS = new Set(['push', 'unshift', 'pop', 'shift', 'splice', 'sort', 'reverse', 'fill', 'add', 'set', 'delete', 'clear']);
const MAP_MEMBERS = new Set([...OBJECT_MEMBERS, 'get', 'has', 'set', 'size', 'keys', 'values', 'entries', 'forEach']);
/** The most entries of the oracle's own pairs Object.fromEntries folds one by one. */
const MAX_FOLDED_ENTRIES = 1000;

/** Array methods that call a function with each element: on an array parsed from JSON, see jsonArrayMethod. */
const JSON_ARRAY_CALLBACKS = new Set(['map', 'flatMap', 'filter', 'sort', 'toSorted', 'find', 'findLast', 'findIndex', 'some', 'every', 'reduce', 'reduceRight', 'forEach']);
const STRING_METHODS = new Set(['trim', 'split', 'toLowerCase', 'toUpperCase', 'match', 'startsWith', 'endsWith', 'includes', 'slice', 'replace', 'length', 'indexOf', 'toString', 'map', 'filter', 'every', 'some', 'forEach', 'find', 'join', 'sort', 'reduce']);

function layoutOf(f: FieldsLayout): Layout {
  return f.kind === 'json' ? { kind: 'json' } : { kind: 'fields', assign: f.assign, separator: f.separator };
}

function regexDemands(m: MatchValue, loc: SourceLocation): PredValue['demands'] {
  const p = regexPredicate(m.of, m.source, m.flags, loc, 'match');
  return p.k === 'pred' ? p.demands : [];
}

function collectNames(pattern: AstNode, out: string[]): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier': out.push(pattern.name); break;
    case 'ObjectPattern': for (const p of pattern.properties) collectNames(p.type === 'RestElement' ? p.argument : p.value, out); break;
    case 'ArrayPattern': for (const e of pattern.elements) if (e) collectNames(e, out); break;
    case 'AssignmentPattern': collectNames(pattern.left, out); break;
    case 'RestElement': collectNames(pattern.argument, out); break;
  }
}

function sourceOf(op: string): string {
  return op;
}

/**
 * True for a comparator that orders strings alphabetically: one comparison (`a < b ? -1 : 1`, `a.localeCompare(b)`),
 * no arithmetic (`b[1] - a[1]`) and no tie-break (`||`).
 */
function comparesAlphabetically(fn: AstNode): boolean {
  let compares = false;
  let other = false;
  const visit = (n: AstNode): void => {
    if (other) return;
    if (n.type === 'BinaryExpression') {
      if (n.operator === '-') other = true;
      else if (n.operator === '<' || n.operator === '>') compares = true;
    } else if (n.type === 'LogicalExpression' && n.operator !== '&&') other = true;
    else if (n.type === 'Identifier' && n.name === 'localeCompare') compares = true;
    for (const [key, child] of Object.entries(n)) {
      if (key === 'parent' || key === 'loc' || key === 'range' || !child || typeof child !== 'object') continue;
      if (Array.isArray(child)) for (const c of child) { if (c && typeof c.type === 'string') visit(c as AstNode); }
      else if (typeof (child as AstNode).type === 'string') visit(child as AstNode);
    }
  };
  visit(fn.body as AstNode);
  return compares && !other;
}

/** A whole number the oracle rounded divided by 10^k (1 to 6): `Math.round(x * 100) / 100` is rounded to two decimals. */
function roundedByDivision(a: AbstractValue, b: AbstractValue): RoundMark | undefined {
  if ((a.k !== 'const' && a.k !== 'unknown') || a.rounded?.places !== 0 || b.k !== 'const' || typeof b.v !== 'number' || b.v <= 1) return undefined;
  const places = Math.log10(b.v);
  return Number.isInteger(places) && places <= 6 ? { ...a.rounded, places } : undefined;
}

/** The Math functions that round a number to a whole one, and how. */
const ROUNDING = new Map<string, RoundMark['how']>([['Math.round', 'round'], ['Math.floor', 'floor'], ['Math.ceil', 'ceil'], ['Math.trunc', 'trunc']]);

/** The longest known beginning of a text kept: a header row or a few comment lines. */
const MAX_HEAD = 2000;

/** `items.join(sep)` of the oracle's own items not all folded: their sketches between separators (an open array has more). */
function joinedSketch(arr: ArrValue, sep: AbstractValue | undefined): string | undefined {
  const s = sep === undefined ? ',' : sep.k === 'const' && typeof sep.v === 'string' ? sep.v : undefined;
  if (s === undefined) return undefined;
  // (an empty item is a blank line between two others, `[...routes, '', ...queries]`; elsewhere it may be a row the
  // oracle fills in later, `grid[r][c] = ...`, or the end of a text split on its line breaks)
  const empty = (item: AbstractValue | undefined) => item === undefined || (item.k === 'const' && item.v === '');
  const items = arr.items.map((item, i, all) =>
    empty(item) ? (i > 0 && i < all.length - 1 && !empty(all[i - 1]) && !empty(all[i + 1]) ? '' : UNFOLDED) : sketchOf(item!));
  // (an open array, or one filled in a loop interpreted once for all its passes, has items besides those known)
  if (arr.open || arr.loopFilled) items.push(UNFOLDED);
  return sketchParts(items.flatMap((item, i) => (i > 0 ? [s, item] : [item])));
}

function withSketch(v: UnknownValue, sketch: string | undefined): UnknownValue {
  return sketch === undefined ? v : { ...v, sketch };
}

/**
 * `['date bus odometer_km', ...rows].join('\n')` of an array whose first items are the oracle's own strings and whose
 * rest is not known: a text with that beginning.
 */
function joinedHead(arr: ArrValue, sep: AbstractValue | undefined): UnknownValue {
  const s = sep?.k === 'const' && typeof sep.v === 'string' ? sep.v : undefined;
  if (!s?.includes('\n')) return UNKNOWN;
  const known: string[] = [];
  for (const item of arr.items) {
    if (item.k !== 'const' || typeof item.v !== 'string') break;
    known.push(item.v);
  }
  // (the last item known may be one of the generated ones: `[header, ...rows]` keeps one row as its element)
  if (known.length === 0 || known.length >= arr.items.length) return UNKNOWN;
  const head = known.join(s) + s;
  return head.length <= MAX_HEAD ? { k: 'unknown', head } : UNKNOWN;
}

function nodeText(node: AstNode | undefined): string {
  if (!node) return '(anonymous)';
  if (node.type === 'TemplateLiteral') {
    return (node.quasis as AstNode[]).map((q, i) => (q.value.cooked ?? '') + (i < node.expressions.length ? '${…}' : '')).join('');
  }
  return '(dynamic name)';
}


/** The plain value a constant, array or object literal of constants stands for (`{ a: 1, m: [4, 5] }`); undefined otherwise. */
function toJson(v: AbstractValue, depth = 0): { value: unknown } | undefined {
  if (v.k === 'const') return typeof v.v === 'bigint' || typeof v.v === 'symbol' ? undefined : { value: v.v };
  if (depth > 64) return undefined;
  if (v.k === 'arr' && !v.open && !v.tainted) {
    const items: unknown[] = [];
    for (const item of v.items) {
      const x = toJson(item, depth + 1);
      if (!x) return undefined;
      items.push(x.value);
    }
    return { value: items };
  }
  if (v.k === 'obj' && !v.fields && !v.tainted && !v.partial && !v.map) {
    const out: Record<string, unknown> = {};
    for (const [k, item] of v.props) {
      const x = toJson(item, depth + 1);
      if (!x) return undefined;
      out[k] = x.value;
    }
    return { value: out };
  }
  return undefined;
}

function fromJson(v: unknown): AbstractValue {
  if (v === null || typeof v !== 'object') return constant(v as string | number | boolean | null);
  if (Array.isArray(v)) return { k: 'arr', items: v.map(fromJson) };
  return { k: 'obj', props: new Map(Object.entries(v).map(([k, x]) => [k, fromJson(x)])) };
}

/** What `list.join(sep)` keeps of the list it joins, when `sep` is a literal (see noteJoinedOrder). */
function joinOf(list: AbstractValue, sep: AbstractValue | undefined): { joinOf?: JoinedList } {
  return sep?.k === 'const' && typeof sep.v === 'string' ? { joinOf: { list, sep: sep.v } } : {};
}

function baseList(v: AbstractValue): SplitList | null {
  if (v.k === 'list') return v;
  if (v.k === 'mapped') return v.base;
  return null;
}

/** `0` or `0n` written as such. */
function isZeroLiteral(node: AstNode): boolean {
  return node.type === 'Literal' && (node.value === 0 || node.bigint === '0');
}

/**
 * Names a loop body assigns with `=` (not the ones it declares), functions it defines aside; kept on the node, as a
 * helper's loop is passed again at every call.
 */
function assignedNames(body: AstNode): Set<string> {
  const cached = body[ASSIGNED] as Set<string> | undefined;
  if (cached) return cached;
  const out = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    const n = node as AstNode;
    if (typeof n.type !== 'string') return;
    if (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression') return;
    if (n.type === 'AssignmentExpression' && n.left?.type === 'Identifier') out.add(n.left.name as string);
    // (for-in, not Object.entries: this walk runs over every loop body of every oracle, and the pairs were its main cost)
    for (const k in n) if (k !== 'parent' && k !== 'loc' && k !== 'range' && k !== 'type') visit(n[k]);
  };
  visit(body);
  body[ASSIGNED] = out;
  return out;
}

/** `Array(n)` / `new Array(n)`: n empty slots (a list of up to 5,000 to follow); `Array(a, b)`: those items. */
function arrayOfLength(args: AbstractValue[]): AbstractValue {
  if (args.length !== 1) return { k: 'arr', items: [...args] };
  const [n] = args;
  if (n.k !== 'const') return { k: 'arr', items: [], open: true, ...(isTainted(n) ? { tainted: true } : {}) };
  if (typeof n.v !== 'number') return { k: 'arr', items: [n] };
  if (!Number.isInteger(n.v) || n.v < 0 || n.v > 5000) return { k: 'arr', items: [], open: true };
  return { k: 'arr', items: Array.from({ length: n.v }, () => constant(undefined) as AbstractValue) };
}

/** True when `inner` starts inside `outer` (by offsets from acorn, by line and column from typescript-estree). */
function encloses(outer: AstNode, inner: AstNode): boolean {
  if (typeof outer.start === 'number' && typeof inner.start === 'number') return inner.start >= outer.start && inner.start <= outer.end;
  const [o, i] = [outer.loc, inner.loc];
  if (!o || !i) return true;
  const before = (a: { line: number; column: number }, b: { line: number; column: number }) => a.line < b.line || (a.line === b.line && a.column < b.column);
  return !before(i.start, o.start) && !before(o.end, i.start);
}

/** A value of the output as a number, for arithmetic: a text read as a number, or a number of it (not a count). */
function outputNumber(v: AbstractValue): NumValue | undefined {
  if (v.k === 'text') return { k: 'num', of: v, how: 'Number' };
  return v.k === 'num' && v.how !== 'length' ? v : undefined;
}

/** True when `fed` holds `words` as whole words in this order (each after the one before, wherever it also stands). */
function fedInOrder(fed: string, words: readonly string[]): boolean {
  let from = 0;
  for (const w of words) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(w)}(?![\\p{L}\\p{N}_])`, 'gu');
    re.lastIndex = from;
    const m = re.exec(fed);
    if (!m) return false;
    from = m.index + w.length;
  }
  return true;
}
