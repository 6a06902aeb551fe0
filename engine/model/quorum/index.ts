export * from './quorum.ts';
export * from './tolerance.ts';
export * from './availability.ts';
