export * from './enums.ts';
export * from './transitions.ts';
export * from './rules.ts';
export * from './limits.ts';
export * from './contracts.ts';
export * from './upload.ts';
export * from './waves.ts';
