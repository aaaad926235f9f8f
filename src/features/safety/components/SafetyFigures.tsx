import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import type { CapUsage } from '../safety';
import type { useAccountSafety } from './useAccountSafety';

/** The safety card's frame: the load failure with Try again, the placeholder, then the figures. */
export function SafetyFigures({
  safety,
  placeholder,
  children,
}: {
  safety: ReturnType<typeof useAccountSafety>;
  placeholder: ReactNode;
  children: (usage: CapUsage[]) => ReactNode;
}) {
  const { usage } = safety;
  if (safety.error && !usage)
    return (
      <RetryAlert
        what="The safety figures could not be loaded"
        error={safety.error}
        onRetry={() => void safety.refetch()}
      />
    );
  if (safety.isPending || !usage) return placeholder;
  return children(usage);
}

/** The caps side by side: one column on a phone, two from md up. */
export function CapGrid({ gap, children }: { gap: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}
