import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ShieldIcon from '@mui/icons-material/Shield';
import { CapMeter } from './CapMeter';
import { CapGrid, SafetyFigures } from './SafetyFigures';
import { useAccountSafety } from './useAccountSafety';
import { LinkButton } from '@/lib/ui/routerLinks';

/** The dashboard's 'Account safety' card: every daily cap and the pending invitations at a glance. */
export function SafetyCard() {
  const safety = useAccountSafety();
  const { pending, warnings } = safety;
  return (
    <Card component="section" aria-labelledby="safety-card-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <ShieldIcon color="primary" />
          <Typography id="safety-card-title" variant="h6" component="h2">
            Account safety
          </Typography>
        </Box>
        <SafetyFigures safety={safety} placeholder={<Skeleton variant="rounded" height={120} />}>
          {(usage) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <CapGrid gap={1.5}>
                {usage.map((u) => (
                  <CapMeter key={u.kind} label={u.label} used={u.used} cap={u.cap} level={u.level} dense />
                ))}
                {pending && (
                  <CapMeter
                    label="Pending invitations"
                    used={pending.count}
                    cap={pending.ceiling}
                    level={pending.level}
                    dense
                  />
                )}
              </CapGrid>
              {warnings.length > 0 ? (
                <Alert severity={warnings.some((w) => w.severity === 'error') ? 'error' : 'warning'}>
                  {warnings[0]!.text}
                  {warnings.length > 1 && ` (${warnings.length - 1} more on the safety page)`}
                </Alert>
              ) : (
                <Alert severity="success">Every daily cap is below 80%.</Alert>
              )}
            </Box>
          )}
        </SafetyFigures>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <LinkButton to="/safety">Open account safety</LinkButton>
      </CardActions>
    </Card>
  );
}
