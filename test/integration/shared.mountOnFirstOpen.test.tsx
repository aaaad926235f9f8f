import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mountOnFirstOpen } from '@/lib/ui/mountOnFirstOpen';

function Panel({ open }: { open: boolean }) {
  return (
    <div role="dialog" aria-label="Panel">
      {open ? 'Open' : 'Closing'}
    </div>
  );
}

describe('mountOnFirstOpen', () => {
  it('loads nothing until the first opening or a preload, then stays mounted when closed', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const OnFirstOpen = mountOnFirstOpen(load);
    const { rerender } = render(<OnFirstOpen open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    // A pointer or the focus on the opening button starts the download before the click.
    OnFirstOpen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<OnFirstOpen open />);
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toHaveTextContent('Open');
    rerender(<OnFirstOpen open={false} />);
    // Still mounted, so it can play its closing transition.
    expect(screen.getByRole('dialog', { name: 'Panel' })).toHaveTextContent('Closing');
  });

  it('a failed preload is caught; the opening loads again', async () => {
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    // `catch` is `then(undefined, handler)`: a handler on the failed download means it is caught.
    const handled = vi.spyOn(failed, 'then');
    const load = vi.fn<() => Promise<typeof Panel>>().mockReturnValueOnce(failed).mockResolvedValue(Panel);
    const OnFirstOpen = mountOnFirstOpen(load);
    OnFirstOpen.preload();
    expect(handled).toHaveBeenCalledWith(undefined, expect.any(Function));
    render(<OnFirstOpen open />);
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toHaveTextContent('Open');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
