// Reference for caesar: shift ASCII letters by the argument, keep everything else.
import { readFileSync } from 'node:fs';

const shift = ((Number.parseInt(process.argv[2], 10) % 26) + 26) % 26;
const text = readFileSync(0, 'utf8');
const rotate = (ch, base) => String.fromCharCode(((ch.charCodeAt(0) - base + shift) % 26) + base);
const out = text.replace(/[a-z]/g, (c) => rotate(c, 97)).replace(/[A-Z]/g, (c) => rotate(c, 65));
process.stdout.write(out);
