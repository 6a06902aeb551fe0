export * from './validate.ts';
export * from './steps.ts';
export * from './reassign.ts';
