import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const UNLISTED_MORE = 'This conversation is not among the conversations loaded so far.';
export const UNLISTED_GONE =
  'This conversation is not in this list. It may have been archived or deleted, or the filter hides it.';

/**
 * The address names a conversation the list does not hold (a reload after paging down, a filter
 * that hides it, an old or mistyped link): say so instead of the empty "select one" text.
 */
export function UnlistedConversation({
  hasMore,
  loadingMore,
  loadMore,
  close,
}: {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  close: () => void;
}) {
  return (
    <Alert
      severity="info"
      sx={{ m: 2 }}
      action={
        <>
          {hasMore && (
            <Button color="inherit" size="small" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more conversations'}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={close}>
            Close
          </Button>
        </>
      }
    >
      {hasMore ? UNLISTED_MORE : UNLISTED_GONE}
    </Alert>
  );
}
