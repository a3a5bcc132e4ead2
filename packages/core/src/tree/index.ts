export * from './build-tree.ts';
