import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CapMeter } from './CapMeter';
import { CapGrid, SafetyFigures } from './SafetyFigures';
import { useAccountSafety } from './useAccountSafety';
import { PlainAlert } from '@/lib/ui/PlainAlert';
import { PlainSkeleton } from '@/lib/ui/PlainSkeleton';
import { PlainLinkButton } from '@/lib/ui/PlainButton';
import { PlainIcon } from '@/lib/ui/plainControls';

/** Material's Shield icon. */
const SHIELD_ICON = 'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5z';

/** The dashboard's 'Account safety' card: every daily cap and the pending invitations at a glance. */
export function SafetyCard() {
  const safety = useAccountSafety();
  const { pending, warnings } = safety;
  return (
    <Card component="section" aria-labelledby="safety-card-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Box component="span" sx={{ color: 'primary.main', lineHeight: 0 }}>
            <PlainIcon d={SHIELD_ICON} size={24} />
          </Box>
          <Typography id="safety-card-title" variant="h6" component="h2">
            Account safety
          </Typography>
        </Box>
        <SafetyFigures safety={safety} placeholder={<PlainSkeleton shape="rounded" height={120} />}>
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
                <PlainAlert severity={warnings.some((w) => w.severity === 'error') ? 'error' : 'warning'}>
                  {warnings[0]!.text}
                  {warnings.length > 1 && ` (${warnings.length - 1} more on the safety page)`}
                </PlainAlert>
              ) : (
                <PlainAlert severity="success">Every daily cap is below 80%.</PlainAlert>
              )}
            </Box>
          )}
        </SafetyFigures>
      </CardContent>
      {/* MUI's CardActions: a row with 8 px padding, here 16 px at the sides and bottom. */}
      <Box sx={{ display: 'flex', alignItems: 'center', p: 1, px: 2, pb: 2 }}>
        <PlainLinkButton to="/safety">Open account safety</PlainLinkButton>
      </Box>
    </Card>
  );
}
