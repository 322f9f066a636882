// Whether a printed value has a Contract shape: what a shim checks of a candidate's output, and what the diff checks of
// the values a statement's examples show.
import type { Demanded, Separator, Shape } from './types.js';

/** Splits `value` on a contract separator (`' '` is any run of whitespace). */
export function splitOn(value: string, separator: Separator): string[] {
  return separator === ' ' ? value.trim().split(/\s+/) : value.split(separator);
}

/** True when `value` has `shape`. */
export function fits(value: string, shape: Shape): boolean {
  switch (shape.kind) {
    case 'text':
      return true;
    case 'word':
      return /^\S+$/.test(value);
    case 'integer':
      return shape.plus ? /^[+-]\d+$/.test(value) : /^-?\d+$/.test(value);
    case 'decimal': {
      const sign = shape.plus ? '[+-]' : '-?';
      return shape.places === undefined ? new RegExp(`^${sign}\\d+(\\.\\d+)?$`).test(value) : new RegExp(`^${sign}\\d+\\.\\d{${shape.places}}$`).test(value);
    }
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value));
    case 'list':
      return value.trim() === '' || splitOn(value, shape.separator).every((e) => fits(e, shape.element));
    case 'pair': {
      const parts = splitOn(value, shape.separator);
      return parts.length === 2 && fits(parts[0], shape.left) && fits(parts[1], shape.right);
    }
    case 'json':
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    case 'pattern':
      try {
        return new RegExp(shape.source, shape.flags).test(value);
      } catch {
        return false;
      }
  }
}

/**
 * True when a shown value shows `shape` to a reader who copies it: it fits, and where the places are padded (`padded`: a
 * pattern, `toFixed`, `'3.50'` demand them), only a value that keeps a trailing zero (`12.50`) shows that: `16.25` is what
 * any rounding to two places prints for it.
 */
export function showsShape(value: string, shape: Shape, padded = true): boolean {
  if (!fits(value, shape)) return false;
  // a sign always written is shown by a value written with its plus (`-98` is written so either way)
  if ((shape.kind === 'integer' || shape.kind === 'decimal') && shape.plus && !value.startsWith('+')) return false;
  return !padded || shape.kind !== 'decimal' || !shape.places || /\.\d*0$/.test(value);
}

/** True when a demanded decimal shape asks for its places padded with zeros, not only a value rounded to them. */
export function demandsPadding(shape: Demanded<Shape>): boolean {
  return shape.value.kind === 'decimal' && Boolean(shape.value.places) && !shape.evidence.every((e) => e.rounding);
}

/**
 * Shapes a statement must state for a reader to produce them: structure, exact decimal places, JSON. A `pattern` (a regex
 * the analyzer could not reduce to a simpler shape) is usually a sanity check of what the prose already says (a Roman
 * numeral, an encoding), so it is reported only when what the statement shows contradicts it.
 */
export function isInformativeShape(shape: Shape): boolean {
  switch (shape.kind) {
    case 'list':
    case 'pair':
    case 'json':
      return true;
    case 'decimal':
      // no digits after the point is how any integer is written
      return (shape.places !== undefined && shape.places > 0) || Boolean(shape.plus);
    case 'integer':
      // a plus written on values above zero is no reader's default
      return Boolean(shape.plus);
    default:
      return false;
  }
}
