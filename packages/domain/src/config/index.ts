export * from './contracts.ts';
export * from './express-setting.ts';
