import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ConversationFilter } from '@/lib/extension/contract';
import { isUnconfirmed } from '@/lib/extension/actions';
import { errorMessage } from '@/lib/extension/errors';
import { HELP_CENTRE_URL } from '@/lib/constants';
import { TutorialLink } from '@/lib/ui/TutorialLink';
import { mountOnFirstOpen } from '@/lib/ui/mountOnFirstOpen';
import { useNotify } from '@/lib/ui/notify';
import { useRowSelection } from '@/lib/hooks/useRowSelection';
import { useShownPage } from '@/lib/hooks/useShownPage';
import { SlowPageAlert } from '@/lib/ui/SlowPageAlert';
import { messengerQueries, useBulkConversationsMutation, type BulkAction } from '../api';
import { useConversationsWithDrafts } from '../drafts';
import { useConnectionsLoading, useLiveMessages } from '../hooks/useMessengerLive';
import { useMarkReadWhenOpen } from '../hooks/useMarkReadWhenOpen';
import { useMessengerShortcuts } from '../hooks/useMessengerShortcuts';
import { filterFromSearch, searchFromFilter } from '../search';
import { ConversationsColumn } from './ConversationsColumn';
import { ConversationView } from './ConversationView';
import { ProfilePanel } from './ProfilePanel';
import { UnlistedConversation } from './UnlistedConversation';

// The shortcuts' dialog downloads on its first opening.
const ShortcutsDialog = mountOnFirstOpen(() => import('./ShortcutsDialog').then((m) => m.ShortcutsDialog));

const routeApi = getRouteApi('/shell/messenger');

/** Below MUI's md the three columns stack: an opened conversation is below the list, out of view. */
const STACKED_COLUMNS = '(max-width: 899.95px)';

/** Spec 001 "Messenger": conversations, the open conversation and the profile, in three columns. */
export function MessengerPage() {
  const notify = useNotify();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const q = (search.q ?? '').trim();
  const openId = search.c ?? null;
  // The row the keyboard is on: the open conversation, or where it stayed after archiving or closing.
  const [cursorId, setCursorId] = useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const selection = useRowSelection<string>();
  const searchInput = useRef<HTMLInputElement>(null);
  const conversationSection = useRef<HTMLElement>(null);
  const drafts = useConversationsWithDrafts();
  const connectionsLoading = useConnectionsLoading();

  // A new filter or search loads behind the list shown, which stays (busy) until it is in.
  const wanted = useMemo(() => ({ filter, q }), [filter, q]);
  const { shown, stale, overdue, waitAgain } = useShownPage(wanted);
  const list = useSuspenseInfiniteQuery(messengerQueries.conversations(shown.filter, shown.q));
  const conversations = useMemo(() => {
    const seen = new Set<string>();
    return list.data.pages
      .flatMap((p) => p.items)
      .filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  }, [list.data]);
  const open = conversations.find((c) => c.id === openId) ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Only listed conversations count as selected (a filter change or a removal drops the rest).
  const checked = useMemo(
    () => new Set(conversations.filter((c) => selection.selected.has(c.id)).map((c) => c.id)),
    [conversations, selection.selected],
  );

  useMarkReadWhenOpen(open, notify);
  useLiveMessages();

  // Opening a conversation is a history entry: Back returns to the previous one.
  const openConversation = useCallback(
    (id: string | null) => {
      if (id) setCursorId(id);
      // Not a new page: the router's scroll to the top would undo the scroll below.
      void navigate({ search: (s) => ({ ...s, c: id ?? undefined }), resetScroll: false });
      if (id && window.matchMedia(STACKED_COLUMNS).matches)
        conversationSection.current?.scrollIntoView({ block: 'start' });
    },
    [navigate, setCursorId],
  );
  const setFilter = (f: ConversationFilter) =>
    void navigate({ search: (s) => ({ ...s, ...searchFromFilter(f) }), replace: true });
  const setSearch = (text: string) =>
    void navigate({ search: (s) => ({ ...s, q: text || undefined }), replace: true });

  const bulk = useBulkConversationsMutation();
  const runBulk = (action: BulkAction, ids: string[], done?: () => void) =>
    void bulk.run(action, ids, {
      onSuccess: () => {
        if (action !== 'read' && action !== 'unread' && openId && ids.includes(openId))
          openConversation(null);
        selection.clear();
        notify('Done!');
        done?.();
      },
      onError: (e) =>
        notify(
          isUnconfirmed(e)
            ? 'Not confirmed yet: the extension did not answer in time. The list shows what it did.'
            : `The action failed: ${errorMessage(e)}`,
          'error',
        ),
    });

  // The bulk actions and shortcuts act on the conversations listed.
  const archived = shown.filter.type === 'linkedin' && shown.filter.linkedin === 'archived';
  const listedCursor = conversations.some((c) => c.id === cursorId) ? cursorId : openId;

  useMessengerShortcuts({
    conversations,
    cursorId: listedCursor,
    openId,
    checked,
    archivedFilter: archived,
    moveTo: openConversation,
    open: openConversation,
    close: () => openConversation(null),
    toggleChecked: selection.toggle,
    runBulk,
    loadMore,
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
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        // Side by side the columns fill the window and scroll inside; stacked (below md) the
        // page scrolls: squeezed into the window's height, the thread was a few pixels tall.
        height: { md: 'calc(100vh - 64px)' },
        minHeight: { md: 600 },
        boxSizing: 'border-box',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Messenger
        </Typography>
        <TutorialLink
          title="How the messenger works"
          topic="Your LinkedIn inbox, with tags, notes and canned responses"
        />
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
          // minmax(0, 1fr): a plain 1fr track is at least its content's one-line width, and an
          // online contact's headline in the header then pushed the profile column off-screen.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr) 280px' },
          // Stacked: the list and the conversation keep a height of their own to scroll in.
          gridTemplateRows: { xs: 'min(60vh, 520px) min(85vh, 760px) auto', md: 'none' },
          gap: 2,
          flex: { md: 1 },
          minHeight: 0,
        }}
      >
        <ConversationsColumn
          filter={filter}
          search={search.q ?? ''}
          onFilter={setFilter}
          onSearch={setSearch}
          conversations={conversations}
          openId={openId}
          cursorId={listedCursor}
          drafts={drafts}
          checked={checked}
          onOpen={openConversation}
          onToggle={selection.toggle}
          onToggleAll={() => {
            selection.clear();
            if (!allChecked) selection.togglePage(conversations.map((c) => c.id));
          }}
          onBulk={(action) => runBulk(action, [...checked])}
          bulkBusy={bulk.isPending}
          paging={{
            hasMore: hasNextPage,
            loadingMore: isFetchingNextPage,
            failed: list.isFetchNextPageError ? list.error : null,
            loadMore: () => void fetchNextPage(),
          }}
          searchInput={searchInput}
          stale={stale}
          slowNotice={
            <SlowPageAlert
              overdue={overdue}
              queryKey={messengerQueries.conversations(filter, q).queryKey}
              waitAgain={waitAgain}
            />
          }
        />
        <Paper
          variant="outlined"
          component="section"
          aria-label="Conversation"
          ref={conversationSection}
          tabIndex={-1}
          // Scrolled into view when stacked: below the fixed top bar (at most 64 px), not under it.
          sx={{
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            outline: 'none',
            scrollMarginTop: 80,
          }}
        >
          {open ? (
            <ConversationView key={open.id} conversation={open} notify={notify} />
          ) : openId ? (
            <UnlistedConversation
              hasMore={hasNextPage}
              loadingMore={isFetchingNextPage}
              loadMore={loadMore}
              close={() => openConversation(null)}
            />
          ) : (
            <Typography color="textSecondary" sx={{ m: 'auto', p: 2 }}>
              Select a conversation to read it
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ minHeight: 0, overflow: 'auto' }}>
          {open ? (
            <ProfilePanel key={open.id} conversation={open} notify={notify} />
          ) : (
            <Typography color="textSecondary" sx={{ p: 2 }}>
              The profile of the person you are talking to shows here.
            </Typography>
          )}
        </Paper>
      </Box>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      {/* plainControls.css's class: in MUI's sx a width of 1 is 100%, which made this region page-wide. */}
      <div role="status" aria-live="polite" aria-label="Keyboard announcements" className="visually-hidden">
        {announcement}
      </div>
    </Box>
  );
}
