export * from './contracts.ts';
export * from './shop-contracts.ts';
