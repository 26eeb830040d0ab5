export * from './contract.ts';
export * from './list.ts';
export * from './input-safety.ts';
export * from './field-rules.ts';
