import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExternalButton } from '@/lib/ui/ExternalButton';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { LinkedinAccount } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { LINKEDIN_LOGIN_URL, PRODUCT_NAME } from '@/lib/constants';
import { sessionQueries } from '@/lib/session/api';
import { useSession } from '@/lib/session/context';
import { useSessionUser } from '@/lib/session/sessionData';
import { tokenStore } from '@/lib/storage';
import { reloadUserAndGo, type LoginTarget } from '../api';
import { assignErrorMessage, forgetMismatchedAccount, useAssignAccountMutation } from '../assignAccount';
import { AuthCard } from './AuthCard';
import { BusyButton } from './BusyButton';

export const ASSIGN_SUCCESS = `Linkedin account has been assigned, You can now start using ${PRODUCT_NAME}`;
/** How long the success message stays before the app moves on. */
const ASSIGN_SUCCESS_PAUSE_MS = 1500;

const fullName = (a: Pick<LinkedinAccount, 'firstName' | 'lastName'>) =>
  `${a.firstName} ${a.lastName}`.trim();
const sameAccount = (a: LinkedinAccount, b: LinkedinAccount) =>
  a.id === b.id && a.email.toLowerCase() === b.email.toLowerCase();

/** Spec 000 section 2.4 and section 4, "Account assignment". */
export function AssignAccountPage() {
  const current = useQuery(sessionQueries.currentLinkedinUser());
  const user = useSessionUser();
  const assigned = user?.linkedinAccount ?? null;
  // Once the assignment went through, the success view stays until the app has moved on (the
  // session reload in between would otherwise show the "accounts match" variant).
  const [assignedTo, setAssignedTo] = useState<LoginTarget | null>(null);

  if (assignedTo) return <Assigned target={assignedTo} />;
  if (!user) {
    return (
      <AuthCard title="Connect with LinkedIn">
        <Alert severity="info" sx={{ mb: 2 }}>
          Log in to your {PRODUCT_NAME} account first.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          Log in
        </Button>
      </AuthCard>
    );
  }
  if (current.isPending) {
    return (
      <AuthCard title="Connect with LinkedIn">
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Looking for the LinkedIn account logged in in this browser…</Typography>
        </Box>
      </AuthCard>
    );
  }
  const lookupError = current.isError ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      Could not ask the extension which LinkedIn account is logged in: {errorMessage(current.error)}. Trying
      again every few seconds.
    </Alert>
  ) : null;

  const found = current.data ?? null;
  if (!found) return <LoginToLinkedin assigned={assigned} notice={lookupError} />;
  if (!assigned) return <ConnectAccount account={found} notice={lookupError} onAssigned={setAssignedTo} />;
  if (!sameAccount(found, assigned)) return <AccountMismatch assigned={assigned} found={found} />;
  return <AccountsMatch />;
}

/** Variant (a): nobody is logged in to LinkedIn in this browser; the query polls every 5 s. */
function LoginToLinkedin({ assigned, notice }: { assigned: LinkedinAccount | null; notice: ReactNode }) {
  return (
    <AuthCard title="Login to your LinkedIn">
      {notice}
      <Typography sx={{ mb: 2 }}>
        {assigned
          ? `Log in to LinkedIn in this browser as ${fullName(assigned)} (${assigned.email}), the account connected to ${PRODUCT_NAME}.`
          : `Log in to LinkedIn in this browser with the account you want to use with ${PRODUCT_NAME}.`}
      </Typography>
      <OpenLinkedInLoginButton fullWidth />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 3 }} role="status">
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2" color="textSecondary">
          Waiting for you to log in. This page checks every 5 seconds and continues on its own.
        </Typography>
      </Stack>
    </AuthCard>
  );
}

/** After the assignment: the success message, then initialise the session again and go on. */
function Assigned({ target }: { target: LoginTarget }) {
  const { store } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void reloadUserAndGo(store, () => navigate({ to: target, replace: true })),
      ASSIGN_SUCCESS_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [target, store, navigate]);
  return (
    <AuthCard title="Connect with LinkedIn">
      <Alert severity="success">{ASSIGN_SUCCESS}</Alert>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2" color="textSecondary">
          Taking you {target === '/campaign-editor' ? 'to your first campaign' : 'to your dashboard'}…
        </Typography>
      </Stack>
    </AuthCard>
  );
}

/** Variant (b): an account is found and none is assigned yet. */
function ConnectAccount({
  account,
  notice,
  onAssigned,
}: {
  account: LinkedinAccount;
  notice: ReactNode;
  onAssigned: (target: LoginTarget) => void;
}) {
  const assign = useAssignAccountMutation(account, onAssigned);

  return (
    <AuthCard title="Connect with LinkedIn">
      {notice}
      {assign.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {assignErrorMessage(errorMessage(assign.error))}
        </Alert>
      )}
      <Typography sx={{ mb: 2 }}>We found this LinkedIn account logged in in your browser:</Typography>
      <Box
        component="dl"
        aria-label="LinkedIn account found"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0, mb: 2 }}
      >
        {(
          [
            ['First name', account.firstName],
            ['Last name', account.lastName],
            ['Email', account.email],
          ] as const
        ).map(([term, value]) => (
          <Fragment key={term}>
            <Typography component="dt" color="textSecondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Once connected, the LinkedIn account cannot be changed. Make sure this is the account you want to use
        with {PRODUCT_NAME}.
      </Alert>
      <BusyButton
        variant="contained"
        startIcon={<LinkedInIcon />}
        pending={assign.isPending}
        onClick={() => assign.mutate()}
      >
        Connect this account
      </BusyButton>
    </AuthCard>
  );
}

/**
 * Variant (c): an account is assigned but another one is logged in. Spec: the stored token is
 * removed and the extension's sync connection cleared; the person logs in to the assigned
 * account and refreshes.
 */
function AccountMismatch({ assigned, found }: { assigned: LinkedinAccount; found: LinkedinAccount }) {
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    forgetMismatchedAccount();
  }, []);

  return (
    <AuthCard title="Log in to your assigned LinkedIn account">
      <Alert severity="warning" sx={{ mb: 2 }}>
        Your {PRODUCT_NAME} account is connected to the LinkedIn account of {fullName(assigned)} (
        {assigned.email}), but this browser is logged in to LinkedIn as {fullName(found)} ({found.email}).
      </Alert>
      <Typography sx={{ mb: 2 }}>
        Log in to LinkedIn as {fullName(assigned)}, then refresh this page and log in to {PRODUCT_NAME} again.
      </Typography>
      <Stack spacing={1.5}>
        <OpenLinkedInLoginButton />
        <Button variant="outlined" size="large" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** The found account is the assigned one: with a token, re-check the session and go to /. */
function AccountsMatch() {
  const { store } = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const hasToken = !!tokenStore.get();

  useEffect(() => {
    if (!hasToken) return;
    let live = true;
    void (async () => {
      const next = await store.reloadUser();
      if (!live) return;
      if (next.user && next.accountCheck === 'ok') await navigate({ to: '/', replace: true });
      else setFailed(next.accountCheckMessage ?? 'The extension could not confirm your LinkedIn account.');
    })();
    return () => {
      live = false;
    };
  }, [hasToken, attempt, store, navigate]);

  if (!hasToken) {
    return (
      <AuthCard title="Connect with LinkedIn">
        <Alert severity="success" sx={{ mb: 2 }}>
          You are now logged in to LinkedIn with the account connected to {PRODUCT_NAME}. Log in again to
          continue.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          Log in
        </Button>
      </AuthCard>
    );
  }
  if (failed) {
    return (
      <AuthCard title="Connect with LinkedIn">
        <Alert severity="error" sx={{ mb: 2 }}>
          {failed}
        </Alert>
        <Button
          variant="contained"
          fullWidth
          onClick={() => {
            setFailed(null);
            setAttempt((a) => a + 1);
          }}
        >
          Try again
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Connect with LinkedIn">
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Checking your LinkedIn account{user ? ` for ${user.details.firstName}` : ''}…</Typography>
      </Box>
    </AuthCard>
  );
}

function OpenLinkedInLoginButton({ fullWidth }: { fullWidth?: boolean }) {
  return (
    <ExternalButton
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      startIcon={<LinkedInIcon />}
      href={LINKEDIN_LOGIN_URL}
    >
      Open LinkedIn login
    </ExternalButton>
  );
}
