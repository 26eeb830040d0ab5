export * from './row-messages.ts';
export * from './upload.ts';
export * from './contracts.ts';
export * from './refusals.ts';
export * from './file-text.ts';
