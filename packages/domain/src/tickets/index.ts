export * from './rules.ts';
export * from './contracts.ts';
