export * from './contracts.ts';
export * from './reference.ts';
