import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

/** How often MUI's Tooltip module was loaded (the count survives resetModules). */
const tooltipLoads = vi.hoisted(() => ({ count: 0 }));

/** The counts with their tooltip, from a fresh module: MUI's Tooltip has not loaded yet. */
async function renderCounts(onClick?: () => void) {
  vi.resetModules();
  tooltipLoads.count = 0;
  vi.doMock('@mui/material/Tooltip', async (importOriginal) => {
    tooltipLoads.count += 1;
    return importOriginal();
  });
  const { DeferredTooltip } = await import('@/lib/ui/DeferredTooltip');
  render(
    <DeferredTooltip title="What the counts mean" describeChild>
      <span tabIndex={0} aria-label="Done today 1, done total 2" onClick={onClick}>
        1 / 2
      </span>
    </DeferredTooltip>,
  );
}

const counts = () => screen.getByLabelText('Done today 1, done total 2');

describe('DeferredTooltip', () => {
  it('shows the child at once, and a pointer that arrives before the Tooltip opens it on arrival', async () => {
    await renderCounts();
    expect(counts()).toHaveTextContent('1 / 2');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(counts());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('What the counts mean');
    fireEvent.mouseLeave(counts());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('never remounts the child: a click pressed before the Tooltip arrives and released after it counts', async () => {
    const clicks = vi.fn();
    await renderCounts(clicks);
    const before = counts();
    fireEvent.mouseOver(before);
    fireEvent.mouseDown(before);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('What the counts mean');
    expect(counts()).toBe(before);
    fireEvent.mouseUp(before);
    fireEvent.click(before);
    expect(clicks).toHaveBeenCalledTimes(1);
    // As MUI's describeChild does: the open tooltip describes the child.
    expect(counts()).toHaveAccessibleDescription('What the counts mean');
  });

  it('keeps the focus on the child when the Tooltip arrives', async () => {
    await renderCounts();
    act(() => counts().focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('What the counts mean');
    expect(counts()).toHaveFocus();
    fireEvent.blur(counts());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('loads no Tooltip until a pointer or the focus reaches the child', async () => {
    await renderCounts();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(tooltipLoads.count).toBe(0);
    fireEvent.mouseOver(counts());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('What the counts mean');
    expect(tooltipLoads.count).toBe(1);
  });

  it('closes again when the pointer leaves before the Tooltip has arrived', async () => {
    await renderCounts();
    const before = counts();
    fireEvent.mouseOver(before);
    fireEvent.mouseLeave(before);
    await waitFor(() => expect(tooltipLoads.count).toBe(1));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0))); // the Tooltip has arrived
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(counts());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('What the counts mean');
  });
});
