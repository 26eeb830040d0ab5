export * from './tree.ts';
