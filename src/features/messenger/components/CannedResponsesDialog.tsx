import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '@/lib/ui/Loading';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { messengerQueries } from '../api';

/** Saved canned responses (Lists › cannedResponses), each insertable into the composer. Width 800. */
export function CannedResponsesDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (message: string) => void;
}) {
  const canned = useQuery({ ...messengerQueries.cannedResponses(), enabled: open });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}
    >
      <DialogTitle>Canned responses</DialogTitle>
      <DialogContent dividers>
        {canned.isPending && <Loading />}
        {canned.isError && (
          <RetryAlert
            error={canned.error}
            onRetry={() => void canned.refetch()}
            what="Canned responses could not be loaded"
          />
        )}
        {canned.isSuccess && canned.data.length === 0 && (
          <Typography color="text.secondary">No canned responses yet. Add them under Lists.</Typography>
        )}
        <List aria-label="Canned responses">
          {(canned.data ?? []).map((item) => (
            <ListItem key={item.id} divider sx={{ gap: 2, alignItems: 'flex-start' }}>
              <ListItemText
                primary={item.name}
                secondary={item.data.message ?? ''}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
              <Box sx={{ flexShrink: 0 }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={!item.data.message}
                  onClick={() => onInsert(item.data.message ?? '')}
                  aria-label={`Insert this message: ${item.name}`}
                >
                  Insert this message
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
