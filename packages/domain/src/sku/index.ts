export * from './categories.ts';
export * from './rules.ts';
export * from './normalize.ts';
export * from './upload-rows.ts';
export * from './contracts.ts';
