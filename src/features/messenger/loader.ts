// The route's loader on its own: the first screen's calls leave once the queries have loaded, not
// after the mutations and the list-item form's schemas (classic zod) that api/index.ts brings too.
export { loadMessenger } from './api/queries';
