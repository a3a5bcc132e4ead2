export * from './amount.ts';
export * from './decimals.ts';
