export * from './sentinel.ts';
export * from './generator.ts';
export * from './decision.ts';
export * from './timing.ts';
