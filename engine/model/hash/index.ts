export { hash64to32, hash64to32Parts } from './hash64.ts';
