export * from './categories.ts';
export * from './rules.ts';
