export * from './enums.ts';
export * from './transitions.ts';
export * from './tariff.ts';
export * from './rules.ts';
export * from './contracts.ts';
export * from './zones-2025.ts';
export * from './express-setting.ts';
