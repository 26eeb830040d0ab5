export * from './contract.ts';
export * from './list.ts';
