import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDebounced } from '@/lib/hooks/useDebounced';
import { pageSelection, useRowSelection } from '@/lib/hooks/useRowSelection';
import { PagingFooter } from '@/lib/ui/PagingFooter';

describe('useDebounced', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the new value only once it has stayed the same for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'abc' }); // typing again restarts the wait
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('abc');
  });
});

describe('useRowSelection', () => {
  it('toggles one row, a whole page, drops some and clears', () => {
    const { result } = renderHook(() => useRowSelection<number>());
    act(() => result.current.toggle(1));
    expect(result.current.ids).toEqual([1]);
    act(() => result.current.togglePage([1, 2, 3]));
    expect(result.current.ids.sort()).toEqual([1, 2, 3]);
    expect(pageSelection(result.current.selected, [1, 2, 3])).toEqual({ all: true, indeterminate: false });
    act(() => result.current.togglePage([1, 2, 3])); // all were selected: the page is deselected
    expect(result.current.ids).toEqual([]);
    act(() => result.current.togglePage([4, 5]));
    act(() => result.current.drop([4]));
    expect(result.current.ids).toEqual([5]);
    expect(pageSelection(result.current.selected, [4, 5])).toEqual({ all: false, indeterminate: true });
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });
});

describe('PagingFooter', () => {
  it('shows the range, pages forward and starts again at the first page on a new size', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onSizeChange = vi.fn();
    const { rerender } = render(
      <PagingFooter
        total={45}
        page={0}
        size={10}
        sizes={[10, 25]}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
      />,
    );
    expect(screen.getByText('1–10 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(onSizeChange).toHaveBeenCalledWith(25);
    // A page past the end (rows were deleted) shows the last page that has rows.
    rerender(
      <PagingFooter
        total={12}
        page={4}
        size={10}
        sizes={[10, 25]}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
      />,
    );
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });
});
