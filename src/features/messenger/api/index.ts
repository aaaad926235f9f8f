export * from './queries';
export * from './cache';
export * from './mutations';
export * from './send';
