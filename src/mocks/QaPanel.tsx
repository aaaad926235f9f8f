import { useEffect, useState } from 'react';
import { RECORD_SNAPSHOT_EVENT } from '@/lib/query/snapshot';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { describeFaults, parseFaults } from './faults';
import { SCENARIO_NAMES } from './scenarioNames';
import { activeProfile } from './extension/profiles/active';
import { EXTENSION_PROFILES, type ExtensionProfileName } from './extension/profiles/names';
import { onWorldChange, saveWorldNow, updateWorld, world } from './world/store';

const expireSession = () =>
  updateWorld((x) => {
    for (const token of Object.keys(x.server.tokens)) delete x.server.tokens[token];
  });

/** Dev/preview only: the scenario, faults, the extension profile, "Reset world", "Record snapshot", and mail the simulated server "sent" (opened by QaPanelLauncher). */
export function QaPanel({ notices, onClose }: { notices: string[]; onClose: () => void }) {
  const [, setVersion] = useState(0);
  const [faultsText, setFaultsText] = useState(() => describeFaults(world().faults).replace(/^none$/, ''));
  useEffect(() => onWorldChange(() => setVersion((v) => v + 1)), []);
  const w = world();
  const profile = activeProfile();

  const go = async (scenario: string) => {
    await saveWorldNow();
    window.location.assign(`/?scenario=${encodeURIComponent(scenario)}`);
  };
  // The page talks to one profile for its life (the app learns what the extension offers once): reload.
  const switchProfile = async (name: ExtensionProfileName) => {
    await saveWorldNow();
    const next = new URL(window.location.href);
    next.searchParams.set('extension', name);
    window.location.assign(next);
  };

  return (
    <Paper
      role="region"
      aria-label="QA panel"
      elevation={8}
      sx={{
        position: 'fixed',
        left: 12,
        bottom: 12,
        zIndex: 2000,
        width: 340,
        maxHeight: '80vh',
        overflow: 'auto',
        p: 2,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2">
          QA panel
        </Typography>
        <IconButton aria-label="Close QA panel" size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {notices.map((n) => (
        <Typography key={n} variant="body2" color="warning.main">
          {n}
        </Typography>
      ))}
      <Typography variant="body2">
        Scenario: <Chip size="small" label={w.scenario} />
      </Typography>
      <Typography variant="body2">Faults: {describeFaults(w.faults)}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Extension profile: <Chip size="small" label={profile} />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="Faults"
          placeholder="latency:300,error:0.05"
          value={faultsText}
          onChange={(e) => setFaultsText(e.target.value)}
        />
        <Button
          size="small"
          onClick={() => {
            updateWorld((x) => void (x.faults = parseFaults(faultsText).faults));
          }}
        >
          Apply
        </Button>
        {/* One click, no typing: usable while an app dialog holds the keyboard focus. */}
        <Button
          size="small"
          onClick={() => {
            setFaultsText('');
            updateWorld((x) => void (x.faults = parseFaults('').faults));
          }}
        >
          Clear faults
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Switch scenario:
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
        {SCENARIO_NAMES.map((name) => (
          <Button
            key={name}
            size="small"
            variant={name === w.scenario ? 'contained' : 'outlined'}
            onClick={() => void go(name)}
          >
            {name}
          </Button>
        ))}
      </Box>
      <Typography variant="body2">
        Switch extension profile (full: every call; spec: only the spec's):
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, mb: 1 }}>
        {EXTENSION_PROFILES.map((name) => (
          <Button
            key={name}
            size="small"
            variant={name === profile ? 'contained' : 'outlined'}
            aria-pressed={name === profile}
            onClick={() => void switchProfile(name)}
          >
            {name}
          </Button>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" color="warning" variant="contained" onClick={() => void go(w.scenario)}>
          Reset world
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => window.dispatchEvent(new CustomEvent(RECORD_SNAPSHOT_EVENT))}
        >
          Record snapshot
        </Button>
        {/* The server forgets the token: the next call that needs it answers 401. */}
        <Button size="small" variant="outlined" onClick={expireSession}>
          Expire session
        </Button>
      </Stack>
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="h3">
        Mail sent by the simulated server
      </Typography>
      {w.server.verificationLinks.length === 0 &&
        w.server.resetTokens.filter((t) => !t.used).length === 0 && (
          <Typography variant="body2" color="textSecondary">
            No mail yet.
          </Typography>
        )}
      {w.server.verificationLinks.map((l) => (
        <Typography key={l.token} variant="body2">
          <Link
            href={`/verifyEmail?token=${encodeURIComponent(l.token)}&email=${encodeURIComponent(l.email)}`}
          >
            Verify {l.email}
          </Link>
        </Typography>
      ))}
      {w.server.resetTokens
        .filter((t) => !t.used)
        .map((t) => (
          <Typography key={t.token} variant="body2">
            <Link
              href={`/resetPassword?resetToken=${encodeURIComponent(t.token)}&email=${encodeURIComponent(t.email)}`}
            >
              Reset password for {t.email}
            </Link>
          </Typography>
        ))}
    </Paper>
  );
}
