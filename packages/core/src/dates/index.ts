export * from './date-format.ts';
export * from './date-math.ts';
