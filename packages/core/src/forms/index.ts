export * from './errors.ts';
export * from './messages.ts';
export * from './patterns.ts';
export * from './schemas.ts';
export * from './validate-all.ts';
export * from './validators.ts';
