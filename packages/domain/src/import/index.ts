export * from './row-messages.ts';
