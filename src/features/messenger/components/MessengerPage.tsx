import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SearchField } from '@/lib/ui/SearchField';
import { TutorialVideoDialog } from '@/lib/ui/TutorialVideoDialog';
import { Alert, Box, Button, Link, Paper, Typography } from '@mui/material';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import type { ConversationFilter } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { HELP_CENTRE_URL, MESSENGER } from '@/lib/constants';
import { Loading } from '@/lib/ui/Loading';
import { useNotice } from '@/lib/ui/Notice';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { QUERY_ROOTS } from '@/lib/query/keys';
import { messengerQueries, updateListedConversations } from '../api';
import { useConversationsWithDrafts } from '../drafts';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { DEFAULT_FILTER, FilterPopover } from './FilterPopover';
import { ProfilePanel } from './ProfilePanel';
import { SelectionBar, type BulkAction } from './SelectionBar';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useInboxShortcuts } from './useInboxShortcuts';
import { useConnectionsLoading, useLiveMessages } from './useMessengerLive';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export function MessengerPage() {
  const client = useQueryClient();
  const notice = useNotice();
  const notify = notice.show;
  const [filter, setFilter] = useState<ConversationFilter>(DEFAULT_FILTER);
  const [search, setSearch] = useState('');
  const applied = useDebounced(
    useMemo(() => ({ filter, search: search.trim() }), [filter, search]),
    MESSENGER.filterDebounceMs,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  // The row the keyboard is on: the open conversation, or where it stayed after archiving or closing.
  const [cursorId, setCursorId] = useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const conversationSection = useRef<HTMLElement>(null);
  const drafts = useConversationsWithDrafts();
  const [picked, setChecked] = useState<Set<string>>(new Set());
  const [tutorial, setTutorial] = useState(false);
  const connectionsLoading = useConnectionsLoading();

  const list = useInfiniteQuery(messengerQueries.conversations(applied.filter, applied.search));
  const conversations = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? [])
      .flatMap((p) => p.items)
      .filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  }, [list.data]);
  const open = conversations.find((c) => c.id === openId) ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // Only listed conversations count as selected (a filter change or a removal drops the rest).
  const checked = useMemo(
    () => new Set(conversations.filter((c) => picked.has(c.id)).map((c) => c.id)),
    [conversations, picked],
  );

  // Opening marks read after 1 s if still open.
  const openUnread = !!open && (!open.read || open.unreadCount > 0);
  useEffect(() => {
    if (!openId || !openUnread) return;
    const t = setTimeout(() => {
      callRemote('markConversationAsRead', openId)
        .then(() =>
          updateListedConversations(client, (items) =>
            items.map((c) => (c.id === openId ? { ...c, read: true, unreadCount: 0 } : c)),
          ),
        )
        .catch((e: unknown) =>
          notify(`Could not mark the conversation as read: ${errorMessage(e)}`, 'error'),
        );
    }, MESSENGER.markReadDelayMs);
    return () => clearTimeout(t);
  }, [openId, openUnread, client, notify]);

  useLiveMessages();

  const bulk = useMutation({
    mutationFn: async ({ action, ids }: { action: BulkAction; ids: string[] }) => {
      if (action === 'delete') return callRemote('deleteConversations', ids);
      if (action === 'archive') return callRemote('archiveConversations', ids);
      if (action === 'unarchive') return callRemote('unarchiveConversations', ids);
      return callRemote('toggleConversationReadStatus', { ids, read: action === 'read' });
    },
    onSuccess: (_r, { action, ids }) => {
      const set = new Set(ids);
      updateListedConversations(client, (items) =>
        action === 'read' || action === 'unread'
          ? items.map((c) =>
              set.has(c.id) ? { ...c, read: action === 'read', unreadCount: action === 'read' ? 0 : 1 } : c,
            )
          : items.filter((c) => !set.has(c.id)),
      );
      if (action !== 'read' && action !== 'unread' && openId && set.has(openId)) setOpenId(null);
      setChecked(new Set());
      notice.show('Done!');
      void client.invalidateQueries({ queryKey: [QUERY_ROOTS.messenger, 'conversations'] });
    },
    onError: (e) => notice.show(`The action failed: ${errorMessage(e)}`, 'error'),
  });

  const toggle = useCallback(
    (id: string) =>
      setChecked((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const archived = applied.filter.type === 'linkedin' && applied.filter.linkedin === 'archived';
  const listedCursor = conversations.some((c) => c.id === cursorId) ? cursorId : openId;
  const openConversation = useCallback((id: string) => {
    setOpenId(id);
    setCursorId(id);
  }, []);

  useInboxShortcuts({
    conversations,
    cursorId: listedCursor,
    openId,
    checked,
    archivedFilter: archived,
    moveTo: openConversation,
    open: openConversation,
    close: () => setOpenId(null),
    toggleChecked: toggle,
    runBulk: (action, ids, done) => bulk.mutate({ action, ids }, { onSuccess: done }),
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    showHelp: () => setShortcutsOpen(true),
    // A repeated message still changes the live region's text, so it is read again.
    announce: (text) => setAnnouncement((prev) => (prev === text ? `${text}\u00a0` : text)),
    searchInput,
    conversationSection,
  });

  const allChecked = conversations.length > 0 && conversations.every((c) => checked.has(c.id));

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        height: 'calc(100vh - 112px)',
        minHeight: 560,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1">
          Messenger
        </Typography>
        <Link component="button" onClick={() => setTutorial(true)}>
          Learn how it works
        </Link>
        <Button size="small" startIcon={<KeyboardIcon />} onClick={() => setShortcutsOpen(true)}>
          Keyboard shortcuts (?)
        </Button>
      </Box>
      {connectionsLoading && (
        <Alert severity="info">
          <strong>Please wait, we are retrieving data from the LinkedIn</strong>
          <br />
          It may take a few minutes.{' '}
          <Link href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer">
            Help centre
          </Link>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr 280px' },
          gap: 1.5,
          flex: 1,
          minHeight: 0,
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label="Conversations list"
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 1 }}>
            <FilterPopover value={filter} onChange={setFilter} />
            <SearchField
              label="Search conversations"
              fullWidth
              value={search}
              onChange={setSearch}
              inputRef={searchInput}
            />
          </Box>
          {checked.size > 0 && (
            <SelectionBar
              count={checked.size}
              allChecked={allChecked}
              onToggleAll={() => setChecked(allChecked ? new Set() : new Set(conversations.map((c) => c.id)))}
              archived={archived}
              busy={bulk.isPending}
              onAction={(action) => bulk.mutate({ action, ids: [...checked] })}
            />
          )}
          {list.isPending && <Loading />}
          {list.isError && (
            <RetryAlert
              sx={{ m: 1 }}
              error={list.error}
              onRetry={() => void list.refetch()}
              what="Conversations could not be loaded"
            />
          )}
          {list.isSuccess && conversations.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              No existing conversations
            </Typography>
          )}
          {list.isFetchNextPageError && (
            <RetryAlert
              sx={{ m: 1 }}
              error={list.error}
              onRetry={() => void list.fetchNextPage()}
              what="More conversations could not be loaded"
            />
          )}
          {conversations.length > 0 && (
            <ConversationList
              conversations={conversations}
              openId={openId}
              cursorId={listedCursor}
              drafts={drafts}
              checked={checked}
              onOpen={openConversation}
              onToggle={toggle}
              hasMore={!!list.hasNextPage && !list.isFetchNextPageError}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Conversation"
          ref={conversationSection}
          tabIndex={-1}
          sx={{ minHeight: 0, display: 'flex', flexDirection: 'column', outline: 'none' }}
        >
          {open ? (
            <ConversationView key={open.id} conversation={open} notify={notice.show} />
          ) : (
            <Typography color="text.secondary" sx={{ m: 'auto', p: 2 }}>
              Select a conversation to read it
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ minHeight: 0, overflow: 'auto' }}>
          {open ? (
            <ProfilePanel key={open.id} conversation={open} notify={notice.show} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              The profile of the person you are talking to shows here.
            </Typography>
          )}
        </Paper>
      </Box>
      <TutorialVideoDialog
        open={tutorial}
        onClose={() => setTutorial(false)}
        title="How the messenger works"
        topic="Your LinkedIn inbox, with tags, notes and canned responses"
      />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <Box role="status" aria-live="polite" aria-label="Keyboard announcements" sx={VISUALLY_HIDDEN}>
        {announcement}
      </Box>
      {notice.element}
    </Box>
  );
}
