import useMediaQuery from '@mui/material/useMediaQuery';
import { CAROUSEL_BREAKPOINTS, CAROUSEL_CARDS_PER_PAGE } from '@/lib/constants';

/** Spec 000 section 2.6: 1 card per page under 1300 px, 2 from 1300, 3 from 1400. */
export function cardsPerPage(viewportWidth: number): number {
  if (viewportWidth >= CAROUSEL_BREAKPOINTS.three) return CAROUSEL_CARDS_PER_PAGE;
  if (viewportWidth >= CAROUSEL_BREAKPOINTS.two) return 2;
  return 1;
}

/** The carousel's cards per page for the current window width, following resizes. */
export function useCardsPerPage(): number {
  const three = useMediaQuery(`(min-width:${CAROUSEL_BREAKPOINTS.three}px)`, { noSsr: true });
  const two = useMediaQuery(`(min-width:${CAROUSEL_BREAKPOINTS.two}px)`, { noSsr: true });
  return cardsPerPage(three ? CAROUSEL_BREAKPOINTS.three : two ? CAROUSEL_BREAKPOINTS.two : 0);
}

/** Without looping: the first visible card's index, kept inside [0, count - perPage]. */
export function clampStart(start: number, count: number, perPage: number): number {
  return Math.max(0, Math.min(start, count - perPage));
}
