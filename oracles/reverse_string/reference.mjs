// Reference for reverse_string: reverse one stdin line by code points.
import { readFileSync } from 'node:fs';

const text = readFileSync(0, 'utf8');
const line = text.endsWith('\n') ? text.slice(0, -1) : text;
process.stdout.write([...line].reverse().join('') + '\n');
