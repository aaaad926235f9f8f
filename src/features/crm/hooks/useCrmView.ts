import { useCallback } from 'react';
import { getRouteApi } from '@tanstack/react-router';
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
  const update = useCallback(
    (patch: Partial<CrmView>, push = false) =>
      void navigate({ search: (old) => ({ ...old, ...patch }), replace: !push }),
    [navigate],
  );
  const setFilter = useCallback((patch: Partial<CrmView>) => update({ ...patch, page: 1 }), [update]);
  const setPage = useCallback((page: number) => update({ page }, true), [update]);
  const setSize = useCallback((size: number) => update({ size, page: 1 }), [update]);
  const [searchText, setSearchText] = useUrlSearchText(view.q, (q) => setFilter({ q }), SEARCH_DEBOUNCE_MS);
  return { view, setFilter, setPage, setSize, searchText, setSearchText };
}
