import { useMatches } from '@tanstack/react-router';

/** True on a support page (routes.tsx `supportPage`): no shell dialog covers it and it names nobody. */
export const useOnSupportPage = (): boolean =>
  useMatches({ select: (matches) => matches.some((m) => m.staticData.supportPage === true) });
