import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StaticTabs } from '@/lib/ui/StaticTabs';
import { useNavigate } from '@tanstack/react-router';
import type { SettingsTab } from '../api';
import { AdvancedTab } from './AdvancedTab';
import { GeneralTab } from './GeneralTab';

const LABELS: Record<SettingsTab, string> = {
  general: 'General',
  withdrawals: 'Withdrawals',
  advanced: 'Advanced',
};

/**
 * Spec 001 "Settings": /settings, /settings/{type} and /settings?type=withdrawals. `tab` is the
 * route's type (the path's, else the query's; an unknown type is General). The heading and tabs
 * stay while a tab's panel (`children`, SettingsPanel) loads, so a tab change swaps the panel only.
 */
export function SettingsLayout({ tab, children }: { tab: SettingsTab; children: ReactNode }) {
  const navigate = useNavigate();

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        Settings
      </Typography>
      <StaticTabs
        label="Settings sections"
        value={tab}
        onChange={(next: SettingsTab) => void navigate({ to: '/settings/$type', params: { type: next } })}
        tabs={(Object.keys(LABELS) as SettingsTab[]).map((t) => ({
          value: t,
          label: LABELS[t],
          id: `settings-tab-${t}`,
          controls: `settings-panel-${t}`,
        }))}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
          {children}
        </Box>
      </Paper>
    </Stack>
  );
}

/**
 * A tab's content. The Withdrawals tab is the Tools feature's withdrawal tool, composed in by the
 * app (features do not import each other's components).
 */
export function SettingsPanel({ tab, withdrawals }: { tab: SettingsTab; withdrawals?: ReactNode }) {
  if (tab === 'withdrawals') return withdrawals;
  return tab === 'advanced' ? <AdvancedTab /> : <GeneralTab />;
}
