// Constant folding of literals: arithmetic (BigInt powers included, with a size guard), concatenation, string methods.
import { constant, UNKNOWN, type AbstractValue, type ConstValue } from './values.js';

/** Largest BigInt (in bits) the folder computes; beyond it only the digit count is kept. */
const MAX_BITS = 400_000;
/** Longest string the folder builds (`'x'.repeat(n)`). */
export const MAX_STRING = 4_000_000;

/** Decimal digits of the integer part of a number or BigInt (sign excluded). */
export function digitsOf(v: number | bigint): number {
  if (typeof v === 'bigint') return (v < 0n ? -v : v).toString().length;
  if (!Number.isFinite(v)) return 0;
  const a = Math.floor(Math.abs(v));
  return a === 0 ? 1 : a < 1e21 ? String(a).length : Math.floor(Math.log10(a)) + 1;
}

function bigPow(base: bigint, exp: bigint): AbstractValue {
  if (exp < 0n) return UNKNOWN;
  const b = base < 0n ? -base : base;
  if (b <= 1n) return constant(base ** exp);
  const bits = Number(exp) * Math.log2(Number(b));
  if (bits > MAX_BITS) return { k: 'bigconst', digits: Math.floor(Number(exp) * Math.log10(Number(b))) + 1 };
  return constant(base ** exp);
}

type Prim = ConstValue['v'];

/** Folds a binary operator over two constants; UNKNOWN when it cannot (mixed BigInt, huge results). */
export function foldBinary(op: string, a: Prim, b: Prim): AbstractValue {
  try {
    if (typeof a === 'bigint' && typeof b === 'bigint') {
      switch (op) {
        case '**': return bigPow(a, b);
        case '*': {
          const bits = a.toString(2).length + b.toString(2).length;
          return bits > MAX_BITS ? { k: 'bigconst', digits: digitsOf(a) + digitsOf(b) } : constant(a * b);
        }
        case '+': return constant(a + b);
        case '-': return constant(a - b);
        case '/': return b === 0n ? UNKNOWN : constant(a / b);
        case '%': return b === 0n ? UNKNOWN : constant(a % b);
        // `1n << 14290n` is 2^14290: a shift is a power of two, under the same size guard as `**`
        case '<<': {
          if (b < 0n) return foldBinary('>>', a, -b);
          const bits = a.toString(2).length + Number(b);
          return bits > MAX_BITS ? { k: 'bigconst', digits: Math.floor((bits - 1) * Math.log10(2)) + 1 } : constant(a << b);
        }
        case '>>': return b < 0n ? foldBinary('<<', a, -b) : constant(a >> b);
        case '&': return constant(a & b);
        case '|': return constant(a | b);
        case '^': return constant(a ^ b);
      }
    }
    if (typeof a === 'bigint' || typeof b === 'bigint') {
      if (op === '+' && (typeof a === 'string' || typeof b === 'string')) return concat(String(a), String(b));
      if (['===', '!==', '==', '!=', '<', '>', '<=', '>='].includes(op)) return constant(compare(op, a, b));
      return UNKNOWN;
    }
    switch (op) {
      case '+':
        if (typeof a === 'string' || typeof b === 'string') return concat(String(a), String(b));
        return constant((a as number) + (b as number));
      case '-': return constant((a as number) - (b as number));
      case '*': return constant((a as number) * (b as number));
      case '/': return constant((a as number) / (b as number));
      case '%': return constant((a as number) % (b as number));
      case '**': return constant((a as number) ** (b as number));
      case '|': return constant((a as number) | (b as number));
      case '&': return constant((a as number) & (b as number));
      case '^': return constant((a as number) ^ (b as number));
      case '<<': return constant((a as number) << (b as number));
      case '>>': return constant((a as number) >> (b as number));
      case '>>>': return constant((a as number) >>> (b as number));
      default:
        return constant(compare(op, a, b));
    }
  } catch {
    return UNKNOWN;
  }
}

function concat(a: string, b: string): AbstractValue {
  return a.length + b.length > MAX_STRING ? UNKNOWN : constant(a + b);
}

function compare(op: string, a: Prim, b: Prim): boolean {
  // eslint-disable-next-line eqeqeq
  const x = a as never, y = b as never;
  switch (op) {
    case '===': return x === y;
    case '!==': return x !== y;
    // eslint-disable-next-line eqeqeq
    case '==': return x == y;
    // eslint-disable-next-line eqeqeq
    case '!=': return x != y;
    case '<': return x < y;
    case '>': return x > y;
    case '<=': return x <= y;
    case '>=': return x >= y;
    default: return false;
  }
}

/** Folds a string method on a constant receiver with constant arguments; undefined when it is not a foldable method. */
export function foldStringMethod(recv: string, name: string, args: Prim[]): AbstractValue | undefined {
  switch (name) {
    case 'trim': case 'trimStart': case 'trimEnd': case 'toLowerCase': case 'toUpperCase': case 'toString':
      return constant((recv as unknown as Record<string, () => string>)[name]());
    case 'repeat': {
      const n = Number(args[0]);
      if (!Number.isFinite(n) || n < 0 || recv.length * n > MAX_STRING) return UNKNOWN;
      return constant(recv.repeat(n));
    }
    case 'padStart': case 'padEnd': {
      const n = Number(args[0]);
      if (!Number.isFinite(n) || n > MAX_STRING) return UNKNOWN;
      return constant(name === 'padStart' ? recv.padStart(n, args[1] === undefined ? ' ' : String(args[1])) : recv.padEnd(n, args[1] === undefined ? ' ' : String(args[1])));
    }
    case 'slice': case 'substring':
      return constant(recv[name](args[0] as number, args[1] as number | undefined));
    case 'concat':
      return concat(recv, args.map(String).join(''));
    case 'replace': case 'replaceAll':
      if (typeof args[0] === 'string' && typeof args[1] === 'string') return constant(recv[name](args[0], args[1]));
      return UNKNOWN;
    case 'includes': case 'startsWith': case 'endsWith':
      return constant(recv[name](String(args[0])));
    case 'indexOf':
      return constant(recv.indexOf(String(args[0])));
    case 'charAt':
      return constant(recv.charAt(Number(args[0])));
    default:
      return undefined;
  }
}
