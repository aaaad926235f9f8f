import { useMatches } from '@tanstack/react-router';
import type { AppRouter } from '../router';

/** True on a support page (routes.tsx `supportPage`): no shell dialog covers it and it names nobody. */
export const useOnSupportPage = (): boolean =>
  useMatches({ select: (matches) => matches.some((m) => m.staticData.supportPage === true) });

/** True on a page that works with no extension (routes.tsx `withoutExtension`): no connection dialog covers it. */
export const useOnPageWithoutExtension = (): boolean =>
  useMatches({ select: (matches) => matches.some((m) => m.staticData.withoutExtension === true) });

/** Whether the router's address is such a page: App shows it before start-up has an answer. */
export const isPageWithoutExtension = (router: AppRouter): boolean =>
  router.matchRoutes(router.state.location).some((m) => m.staticData.withoutExtension === true);
