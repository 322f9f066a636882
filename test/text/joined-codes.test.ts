import { describe, expect, it } from 'vitest';
import { joinedCodesIn } from '../../src/text/joined-codes.js';

describe('joinedCodesIn', () => {
  it('finds codes of words and numbers joined in one token, as written', () => {
    expect(joinedCodesIn('card: p-77120\nRTS-03 40.1, sk-1042; (Qs/1/1794/3) lhm-1907-013')).toEqual(['p-77120', 'RTS-03', 'sk-1042', 'Qs/1/1794/3', 'lhm-1907-013']);
  });

  it('leaves out plain words, numbers, and joins without a letter', () => {
    expect(joinedCodesIn('oak 12 3.50 2024-05-01 10:30 a-')).toEqual([]);
  });

  it('takes a token whole, not a joined part inside a longer one', () => {
    expect(joinedCodesIn('x=ab-12 <ab-12> ab-12')).toEqual(['ab-12']);
  });
});
