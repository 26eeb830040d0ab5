export * from './enums.ts';
export * from './transitions.ts';
export * from './rules.ts';
export * from './receiving.ts';
export * from './contracts.ts';
export * from './upload.ts';
export * from './upload-contracts.ts';
