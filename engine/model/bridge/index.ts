export * from './state.ts';
export * from './transitions.ts';
export * from './commands.ts';
export * from './auto.ts';
export * from './quorum.ts';
export * from './ringgroups.ts';
