export * from './number-checks.ts';
