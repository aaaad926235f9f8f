import type { ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ConversationFilter } from '@/lib/extension/contract';
import { MESSENGER } from '@/lib/constants';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { SearchField } from '@/lib/ui/SearchField';
import type { BulkAction } from '../api';
import { useUrlDraft } from '../hooks/useUrlDraft';
import { ConversationList, type ConversationListProps } from './ConversationList';
import { FilterPopover } from './FilterPopover';
import { SelectionBar } from './SelectionBar';

/** The list's own props, less its paging (the column passes that from `paging`). */
type ListProps = Omit<ConversationListProps, 'hasMore' | 'loadingMore' | 'onLoadMore'>;

interface Props extends ListProps {
  /** The filter and search text the URL holds (the list shows them). */
  filter: ConversationFilter;
  search: string;
  onFilter: (filter: ConversationFilter) => void;
  onSearch: (text: string) => void;
  onToggleAll: () => void;
  onBulk: (action: BulkAction) => void;
  bulkBusy: boolean;
  paging: {
    hasMore: boolean;
    loadingMore: boolean;
    failed: Error | null;
    loadMore: () => void;
  };
  searchInput: RefObject<HTMLInputElement | null>;
  /** The list shown is about to be replaced (another filter or search is loading). */
  stale: boolean;
  /** Above the list: what to say when that takes too long. */
  slowNotice: ReactNode;
}

/** The left column: filter popover, 'Search conversations', the selection bar and the list. */
export function ConversationsColumn({
  filter,
  search,
  onFilter,
  onSearch,
  onToggleAll,
  onBulk,
  bulkBusy,
  paging,
  searchInput,
  stale,
  slowNotice,
  ...list
}: Props) {
  const { conversations, checked } = list;
  // Spec 4 and 9: a filter change applies after 800 ms, typed search after 500 ms.
  const [shownFilter, setFilter] = useUrlDraft(filter, MESSENGER.filterDebounceMs, onFilter);
  const [text, setText] = useUrlDraft(search, MESSENGER.listThrottleMs, onSearch);
  const archived = filter.type === 'linkedin' && filter.linkedin === 'archived';
  const allChecked = conversations.length > 0 && conversations.every((c) => checked.has(c.id));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Conversations list"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 1 }}>
        <FilterPopover value={shownFilter} onChange={setFilter} />
        <SearchField
          label="Search conversations"
          fullWidth
          value={text}
          onChange={setText}
          inputRef={searchInput}
        />
      </Box>
      {checked.size > 0 && (
        <SelectionBar
          count={checked.size}
          allChecked={allChecked}
          onToggleAll={onToggleAll}
          archived={archived}
          busy={bulkBusy}
          onAction={onBulk}
        />
      )}
      {paging.failed && (
        <RetryAlert
          sx={{ m: 1 }}
          error={paging.failed}
          onRetry={paging.loadMore}
          what="More conversations could not be loaded"
        />
      )}
      {slowNotice}
      <ConversationList
        {...list}
        busy={stale}
        hasMore={paging.hasMore && !paging.failed}
        loadingMore={paging.loadingMore}
        onLoadMore={paging.loadMore}
      />
    </Paper>
  );
}
