import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/http/handlers';

/** The same HTTP handlers the browser worker uses, for node tests. */
export const server = setupServer(...handlers);
