export * from './row-messages.ts';
export * from './upload.ts';
export * from './contracts.ts';
