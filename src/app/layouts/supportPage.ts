import { useMatches } from '@tanstack/react-router';
import type { AppRouter } from '../router';

/** The page flags of routes.tsx's staticData. */
type PageFlag = 'supportPage' | 'withoutExtension';

/**
 * True on a page with that flag: a support page names nobody; a page that works with no extension
 * is shown before start-up has an answer, and no shell dialog covers it.
 */
export const useOnPageWith = (flag: PageFlag): boolean =>
  useMatches({ select: (matches) => matches.some((m) => m.staticData[flag] === true) });

/** Whether the router's address works with no extension: App shows it before start-up has an answer. */
export const isPageWithoutExtension = (router: AppRouter): boolean =>
  router.matchRoutes(router.state.location).some((m) => m.staticData.withoutExtension === true);
