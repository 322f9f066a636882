import fs from 'node:fs';
let input = fs.readFileSync(0, 'utf8');
const nl = input.indexOf('\n');
const line = nl >= 0 ? input.slice(0, nl) : input;
const pairs = { ')': '(', ']': '[', '}': '{' };
const stack = [];
let balanced = true, depth = 0;
for (const ch of line) {
  if (ch === '(' || ch === '[' || ch === '{') {
    stack.push(ch);
    if (stack.length > depth) depth = stack.length;
  } else if (ch in pairs) {
    if (stack.length === 0 || stack[stack.length - 1] !== pairs[ch]) {
      balanced = false;
      // keep scanning for depth; pop if matches nothing
      if (stack.length && stack[stack.length - 1] !== pairs[ch]) stack.pop();
    } else stack.pop();
  }
}
if (stack.length) balanced = false;
process.stdout.write(`balanced=${balanced ? 'yes' : 'no'} depth=${depth}\n`);
