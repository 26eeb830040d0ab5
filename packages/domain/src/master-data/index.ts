export * from './contracts.ts';
export * from './address-scheme.ts';
export * from './reference.ts';
