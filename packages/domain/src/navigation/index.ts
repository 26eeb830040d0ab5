export * from './menu.ts';
