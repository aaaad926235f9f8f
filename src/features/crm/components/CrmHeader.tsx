import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatNumber } from '@/lib/format/numbers';
import { useNotify } from '@/lib/ui/notify';
import { TutorialLink } from '@/lib/ui/TutorialVideoDialog';
import {
  CONNECTIONS_UPDATED,
  LOADING_CONNECTIONS,
  NEXT_REFRESH_TOOLTIP,
  SOMETHING_WENT_WRONG,
  crmQueries,
  useBulkUpdate,
} from '../api';

/** The three counters, 'Refresh connections' (one-hour cooldown) and the tutorial link. */
export function CrmHeader({ connectionsLoading }: { connectionsLoading: boolean }) {
  const notify = useNotify();
  const { data: contacts } = useSuspenseQuery(crmQueries.contacts());
  const { data: bulkDelay } = useSuspenseQuery(crmQueries.bulkDelay());
  const bulkUpdate = useBulkUpdate();
  const cooling = bulkDelay > 0;

  const onBulkUpdate = () =>
    bulkUpdate.mutate(undefined, {
      onSuccess: () => notify(CONNECTIONS_UPDATED),
      onError: () => notify(SOMETHING_WENT_WRONG, 'error'),
    });

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Box
        role="group"
        aria-label="Contacts"
        sx={{ display: 'flex', gap: 2, m: 0, flexWrap: 'wrap', flexGrow: 1 }}
      >
        <Counter label="All Contacts" value={contacts.all} />
        <Counter label="1st Connections" value={contacts.firstConnections} />
        <Counter label="Leads of Campaigns" value={contacts.leads} />
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
        <Tooltip title={cooling ? NEXT_REFRESH_TOOLTIP : connectionsLoading ? LOADING_CONNECTIONS : ''}>
          <span>
            <Button
              variant="contained"
              startIcon={
                bulkUpdate.isPending ? (
                  <CircularProgress size={16} color="inherit" aria-hidden />
                ) : (
                  <SyncIcon />
                )
              }
              disabled={connectionsLoading || cooling || bulkUpdate.isPending}
              onClick={onBulkUpdate}
            >
              Refresh connections
            </Button>
          </span>
        </Tooltip>
        <TutorialLink topic="How to work with your connections in the CRM" />
      </Stack>
    </Stack>
  );
}

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card variant="outlined" role="group" aria-label={label} sx={{ minWidth: 180 }}>
      {/* Each card is its own term and value: a dl may not hold a card's group between it and dt/dd. */}
      <CardContent component="dl" sx={{ m: 0, py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography component="dt" variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
          {value === undefined ? '…' : formatNumber(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}
