import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { formatDollars, formatNumber } from '@/lib/format/numbers';
import { billingCycleLabel, planLimits, SUBSCRIPTION_TEXTS, type Plan } from '../api';

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  busy: boolean;
  onSubscribe: (plan: Plan) => void;
}

export function PlanCard({ plan, current, busy, onSubscribe }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : undefined,
        borderWidth: current ? 2 : 1,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}
        >
          <Typography id={headingId} variant="h5" component="h2">
            {plan.name}
          </Typography>
          {current && <Chip color="success" size="small" label={SUBSCRIPTION_TEXTS.activeBadge} />}
        </Stack>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {billingCycleLabel(plan.billingCycle)}
        </Typography>
        <Typography
          variant="h3"
          component="p"
          sx={{ fontWeight: 700 }}
          aria-label={`Price ${formatDollars(plan.price)}`}
        >
          {formatDollars(plan.price)}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {planLimits(plan).map(({ label, value }) => (
            <Stack component="li" key={label} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <CheckCircleIcon fontSize="small" color="primary" aria-hidden />
              <Typography>
                <strong>{formatNumber(value)}</strong> {label}
              </Typography>
            </Stack>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant="contained"
          disabled={current || busy}
          onClick={() => onSubscribe(plan)}
          aria-label={`Subscribe to ${plan.name}`}
        >
          Subscribe
        </Button>
      </CardActions>
    </Card>
  );
}
