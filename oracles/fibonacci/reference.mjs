// Reference for fibonacci: F(n) with BigInt so large n stays exact.
const n = Number(process.argv[2]);
let [a, b] = [0n, 1n];
for (let i = 0; i < n; i++) [a, b] = [b, a + b];
process.stdout.write(`${a}\n`);
