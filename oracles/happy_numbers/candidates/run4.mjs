function isHappy(n) {
  const seen = new Set();
  while (n !== 1 && !seen.has(n)) {
    seen.add(n);
    let s = 0;
    for (const ch of String(n)) s += Number(ch) ** 2;
    n = s;
  }
  return n === 1;
}
const out = [];
for (let n = 1; out.length < 8; n++) if (isHappy(n)) out.push(n);
process.stdout.write(out.join('\n') + '\n');
