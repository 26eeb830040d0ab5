export * from './enums.ts';
export * from './transitions.ts';
export * from './rules.ts';
