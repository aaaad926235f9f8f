import { setupWorker } from 'msw/browser';
import { handlers } from './http/handlers';

export const worker = setupWorker(...handlers);
