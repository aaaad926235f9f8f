import { useCallback } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { usePagedView, type WriteSearch } from '@/lib/hooks/usePagedView';
import { useUrlSearchText } from '@/lib/hooks/useUrlSearchText';
import type { CrmView } from '../view';

const routeApi = getRouteApi('/shell/crm');
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The CRM's view in the URL. Filters, sort and page size replace the history entry (a new filter
 * starts at page 1); a page change pushes one, so Back returns to the page before.
 */
export function useCrmView() {
  const view = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const write = useCallback<WriteSearch<CrmView>>(
    (search, replace) => void navigate({ search, replace }),
    [navigate],
  );
  const { setFilter, setPage, setSize } = usePagedView(write);
  const [searchText, setSearchText] = useUrlSearchText(view.q, (q) => setFilter({ q }), SEARCH_DEBOUNCE_MS);
  return { view, setFilter, setPage, setSize, searchText, setSearchText };
}
