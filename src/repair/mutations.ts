// Pure: the deterministic wrong-answer mutations of the honesty guards (test apparatus, not shims: these compute).

/** A changed number, a swapped vocabulary token, a dropped list element. */
export type MutationKind = 'number' | 'token' | 'drop';

export const MUTATION_KINDS: readonly MutationKind[] = ['number', 'token', 'drop'];

const SWAPS: Record<string, string> = { yes: 'no', no: 'yes', true: 'false', false: 'true', valid: 'invalid', invalid: 'valid', none: 'A' };

/**
 * Mutates one program output so that it states a different answer in the same notation: `number` adds one to the
 * first number, `token` swaps the first yes/no-like token, `drop` drops the last element of the first list (comma
 * separated, whitespace separated at the end of a line of fields, or on a line without fields). Returns the text unchanged when there is nothing to
 * mutate.
 */
export function mutate(kind: MutationKind, text: string): string {
  switch (kind) {
    case 'number':
      return text.replace(/\d+/, (d) => (BigInt(d) + 1n).toString());
    case 'token':
      return text.replace(/(?<![\w-])(yes|no|true|false|valid|invalid|none)(?![\w=:-])/, (t) => SWAPS[t]);
    case 'drop': {
      const list = /[^\s=,]+(?:,[^\s=,]+)+/.exec(text);
      if (list) return text.slice(0, list.index) + list[0].slice(0, list[0].lastIndexOf(',')) + text.slice(list.index + list[0].length);
      const lines = text.split('\n');
      // a whitespace list ending a line of fields: path=A B C
      const spaced = lines.findIndex((l) => /=\S+(\s+[^\s=]+)+\s*$/.test(l));
      if (spaced >= 0) {
        lines[spaced] = lines[spaced].replace(/\s+[^\s=]+\s*$/, '');
        return lines.join('\n');
      }
      const i = lines.findIndex((l) => !l.includes('=') && l.trim().split(/\s+/).length >= 2);
      if (i < 0) return text;
      lines[i] = lines[i].replace(/\s+\S+\s*$/, '');
      return lines.join('\n');
    }
  }
}
