export * from './enums.ts';
export * from './rules.ts';
export * from './contracts.ts';
