export * from './labels.ts';
export * from './dates.ts';
export * from './numbers.ts';
export * from './phone.ts';
export * from './email.ts';
export * from './password.ts';
export * from './limits.ts';
export * from './group-shop.ts';
