import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InteractionsDonut } from '@/features/dashboard/components/InteractionsDonut';
import { dashboardStats } from '@/features/dashboard/metrics';

// The donut's card without its plot (recharts loads when the card is scrolled to): the title, the
// summary a screen reader gets, and the total or the empty period's words.

const RANGE = { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 10, 30) };

describe('Interactions with the profile', () => {
  it('a period with no interactions says so, under its title, with a summary of zeros', () => {
    render(<InteractionsDonut stats={dashboardStats([], RANGE)} plotShown={false} />);
    const card = screen.getByRole('region', { name: 'Interactions with the profile' });
    expect(card).toHaveTextContent('No interactions in this period');
    expect(screen.queryByText('Total')).toBeNull();
    expect(
      screen.getByRole('img', { name: /^Interactions with the profile: Profile views 0/ }),
    ).toBeInTheDocument();
  });
});
