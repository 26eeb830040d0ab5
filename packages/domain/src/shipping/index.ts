export * from './enums.ts';
export * from './transitions.ts';
