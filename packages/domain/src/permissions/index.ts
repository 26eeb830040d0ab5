export * from './tree.ts';
export * from './contracts.ts';
