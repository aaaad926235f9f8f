import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import SyncIcon from '@mui/icons-material/Sync';
import { styled } from '@mui/material/styles';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatNumber } from '@/lib/format/numbers';
import { useNotify } from '@/lib/ui/notify';
import { TutorialLink } from '@/lib/ui/TutorialLink';
import {
  CONNECTIONS_UPDATED,
  LOADING_CONNECTIONS,
  NEXT_REFRESH_TOOLTIP,
  SOMETHING_WENT_WRONG,
  crmQueries,
  useBulkUpdate,
  useBulkUpdateRunning,
} from '../api';
import { newActionKey } from '@/lib/extension/actions';
import { isNotConfirmed } from '@/lib/query/personAction';

/** The three counters, 'Refresh connections' (one-hour cooldown) and the tutorial link. */
export function CrmHeader({ connectionsLoading }: { connectionsLoading: boolean }) {
  const notify = useNotify();
  const { data: contacts } = useSuspenseQuery(crmQueries.contacts());
  const { data: bulkDelay } = useSuspenseQuery(crmQueries.bulkDelay());
  const bulkUpdate = useBulkUpdate();
  const lock = useBulkUpdateRunning();
  const cooling = bulkDelay > 0;

  // One click, one refresh (its own action key); a timeout says what the extension showed after.
  const onBulkUpdate = () => {
    if (lock.isRunning()) return;
    bulkUpdate.mutate(newActionKey(), {
      onSuccess: () => notify(CONNECTIONS_UPDATED),
      onError: (e) =>
        isNotConfirmed(e) ? notify(e.message, 'warning') : notify(SOMETHING_WENT_WRONG, 'error'),
    });
  };

  return (
    <Box sx={{ display: 'flex', columnGap: 2, rowGap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
      <Box
        role="group"
        aria-label="Contacts"
        sx={{ display: 'flex', gap: 2, m: 0, flexWrap: 'wrap', flexGrow: 1 }}
      >
        <Counter label="All Contacts" value={contacts.all} />
        <Counter label="1st Connections" value={contacts.firstConnections} />
        <Counter label="Leads of Campaigns" value={contacts.leads} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-end' }}>
        <Tooltip title={cooling ? NEXT_REFRESH_TOOLTIP : connectionsLoading ? LOADING_CONNECTIONS : ''}>
          <span>
            <Button
              variant="contained"
              startIcon={
                lock.running ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SyncIcon />
              }
              disabled={connectionsLoading || cooling || lock.running}
              onClick={onBulkUpdate}
            >
              Refresh connections
            </Button>
          </span>
        </Tooltip>
        <TutorialLink topic="How to work with your connections in the CRM" />
      </Box>
    </Box>
  );
}

const CounterCard = styled('div')(({ theme }) => ({
  minWidth: 180,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  // Each card is its own term and value: a dl may not hold a card's group between it and dt/dd.
  '& dl': { margin: 0, padding: '12px 16px' },
  '& dt': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& dd': { ...theme.typography.h5, margin: 0, fontWeight: 600 },
}));

/** An outlined card of a term and its value (plain elements: three MUI cards were some 20 components). */
function Counter({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <CounterCard role="group" aria-label={label}>
      <dl>
        <dt>{label}</dt>
        {/* null: the extension does not report this count. */}
        <dd>{value === undefined ? '…' : value === null ? '—' : formatNumber(value)}</dd>
      </dl>
    </CounterCard>
  );
}
