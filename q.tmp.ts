import { hash64to32Parts } from './engine/hash/index.ts';
let acc = 0; const N = 50_000_000;
for (let r = 0; r < 3; r++) { const t0 = performance.now(); for (let i = 0; i < N; i++) acc ^= hash64to32Parts(0x01001000, i); console.log('hash64to32Parts', (N / ((performance.now() - t0) / 1000) / 1e6).toFixed(1), 'M/s'); }
console.log(acc);
