import { useCallback, useRef } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { usePagedView, type WriteSearch } from '@/lib/hooks/usePagedView';
import { useUrlSearchText } from '@/lib/hooks/useUrlSearchText';
import type { ListsView } from '../view';

const routeApi = getRouteApi('/shell/lists');
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Lists screen's view in the URL. Filters and page size replace the history entry (a new
 * filter starts at page 1); a page, a saved-list tab or an opened profile pushes one, so Back
 * returns to the page before, the tab before, or closes the profile.
 */
export function useListsView() {
  const view = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const router = useRouter();
  const write = useCallback<WriteSearch<ListsView>>(
    (search, replace) => void navigate({ search, replace }),
    [navigate],
  );
  const { update, setFilter, setPage, setSize } = usePagedView(write);
  const setList = useCallback((list: ListsView['list']) => update({ list }, true), [update]);
  // Opening pushes an entry; closing goes back over it when this screen pushed it, so Back after
  // Save or Cancel leaves the screen instead of opening the dialog again.
  const openedHere = useRef(false);
  const openProfile = useCallback(
    (profile: number) => {
      openedHere.current = true;
      update({ profile }, true);
    },
    [update],
  );
  const closeProfile = useCallback(() => {
    if (openedHere.current) router.history.back();
    else update({ profile: undefined });
    openedHere.current = false;
  }, [router, update]);
  const [searchText, setSearchText] = useUrlSearchText(view.q, (q) => setFilter({ q }), SEARCH_DEBOUNCE_MS);
  return {
    view,
    setFilter,
    setPage,
    setSize,
    setList,
    openProfile,
    closeProfile,
    searchText,
    setSearchText,
  };
}
