const [op, ...rest] = process.argv.slice(2);
const arity = { add: 4, sub: 4, mul: 4, div: 4, neg: 2, conj: 2, abs: 2 };
if (op === undefined || !Object.prototype.hasOwnProperty.call(arity, op)) process.exit(2);
if (rest.length !== arity[op]) { process.stderr.write('wrong number of operands\n'); process.exit(2); }
const nums = rest.map((s) => {
  const t = s.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) { process.stderr.write('bad number\n'); process.exit(2); }
  return Number(t);
});
const [a, b, c, d] = nums;
let re, im;
switch (op) {
  case 'add': re = a + c; im = b + d; break;
  case 'sub': re = a - c; im = b - d; break;
  case 'mul': re = a * c - b * d; im = a * d + b * c; break;
  case 'div': {
    const den = c * c + d * d;
    if (den === 0) { process.stderr.write('division by zero\n'); process.exit(1); }
    re = (a * c + b * d) / den; im = (b * c - a * d) / den; break;
  }
  case 'neg': re = -a; im = -b; break;
  case 'conj': re = a; im = -b; break;
  case 'abs': re = Math.hypot(a, b); im = 0; break;
}
function fmt(x) {
  if (Object.is(x, -0) || x === 0) return '0';
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return String(x);
  let s = String(x);
  if (!/e/i.test(s)) return s;
  if (Math.abs(x) >= 1e21) return s;
  s = x.toFixed(15).replace(/0+$/, '').replace(/\.$/, '');
  if (s === '-0' || s === '') return '0';
  return s;
}
process.stdout.write(`re=${fmt(re)} im=${fmt(im)}\n`);
