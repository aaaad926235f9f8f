import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDebounced } from '@/lib/hooks/useDebounced';
import { pageSelection, useRowSelection } from '@/lib/hooks/useRowSelection';
import { PagingFooter } from '@/lib/ui/PagingFooter';
import { StaticTabs } from '@/lib/ui/StaticTabs';
import { WhenInViewport } from '@/lib/ui/WhenInViewport';
import { useVirtualRows } from '@/lib/hooks/useVirtualRows';
import { fakeLayout } from './support/jsdom';

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
    const footer = (total: number, page: number) => (
      <PagingFooter
        total={total}
        page={page}
        size={10}
        sizes={[10, 25]}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
      />
    );
    const { rerender } = render(footer(45, 0));
    expect(screen.getByText('1–10 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await user.selectOptions(screen.getByRole('combobox', { name: /Rows per page/ }), '25');
    expect(onSizeChange).toHaveBeenCalledWith(25);
    // A page past the end (rows were deleted) shows the last page that has rows.
    rerender(footer(12, 4));
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    // No rows: '0–0 of 0', and neither way to page.
    rerender(footer(0, 0));
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });
});

describe('StaticTabs', () => {
  function Harness({ onChange }: { onChange: (value: string) => void }) {
    return (
      <StaticTabs
        label="Campaign status"
        value="active"
        onChange={onChange}
        tabs={[
          { value: 'active', label: 'Active (2)' },
          { value: 'paused', label: 'Paused (1)' },
          { value: 'completed', label: 'Completed (4)' },
        ]}
      />
    );
  }

  it('is one tab stop; arrows, Home and End move the focus; a click or Enter selects', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const list = screen.getByRole('tablist', { name: 'Campaign status' });
    const [active, paused, completed] = screen.getAllByRole('tab');
    expect(list).toContainElement(active!);
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(paused).toHaveAttribute('aria-selected', 'false');

    await user.tab();
    expect(active).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(paused).toHaveFocus();
    await user.keyboard('{End}');
    expect(completed).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // wraps round
    expect(active).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(completed).toHaveFocus();
    await user.keyboard('{Home}');
    expect(active).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled(); // moving the focus selects nothing

    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('paused');
    await user.click(screen.getByRole('tab', { name: 'Completed (4)' }));
    expect(onChange).toHaveBeenLastCalledWith('completed');
    await user.click(active!); // the selected tab: nothing to change
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('WhenInViewport', () => {
  /** A stand-in for the browser's IntersectionObserver that the test scrolls by hand. */
  function fakeViewport() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    class FakeObserver {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    return {
      scroll: (isIntersecting: boolean) =>
        act(() =>
          observers.forEach(({ callback, targets }) =>
            callback(
              targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
              {} as IntersectionObserver,
            ),
          ),
        ),
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder until its place scrolls into view, then the content for good', () => {
    const viewport = fakeViewport();
    render(
      <WhenInViewport placeholder={<p>Chart below</p>}>
        <p>The chart</p>
      </WhenInViewport>,
    );
    expect(screen.getByText('Chart below')).toBeInTheDocument();
    expect(screen.queryByText('The chart')).not.toBeInTheDocument();

    viewport.scroll(false);
    expect(screen.queryByText('The chart')).not.toBeInTheDocument();
    viewport.scroll(true);
    expect(screen.getByText('The chart')).toBeInTheDocument();
    viewport.scroll(false);
    expect(screen.getByText('The chart')).toBeInTheDocument();
    expect(screen.queryByText('Chart below')).not.toBeInTheDocument();
  });

  it('shows the content at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenInViewport placeholder={<p>Chart below</p>}>
        <p>The chart</p>
      </WhenInViewport>,
    );
    expect(screen.getByText('The chart')).toBeInTheDocument();
  });
});

describe('useVirtualRows', () => {
  afterEach(() => vi.unstubAllGlobals());

  function List() {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const { scrollRef, rows } = useVirtualRows({ items, rowHeight: 50, itemKey: (i) => i, overscan: 2 });
    return (
      <div ref={scrollRef} style={{ height: 300, overflow: 'auto' }}>
        <ul aria-label="Items">
          {rows.map((row) => (
            <li key={row.key}>Item {row.index}</li>
          ))}
        </ul>
      </div>
    );
  }

  it("takes the scroll box's size from ResizeObserver, after layout: a box's worth of rows until then", () => {
    let report: ResizeObserverCallback = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const undoLayout = fakeLayout(800);
    try {
      render(<List />);
      expect(screen.getAllByRole('listitem')).toHaveLength(10); // 8 rows before the box is measured, 2 of overscan
      expect(screen.queryByText('Item 15')).not.toBeInTheDocument();

      act(() => report([], {} as ResizeObserver));
      // 800 px of 50 px rows: rows 0 to 16 in view (the 17th touches the edge), and 2 of overscan.
      expect(screen.getByText('Item 15')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(18);
    } finally {
      undoLayout();
    }
  });

  it('writes no scroll offset to a box that never left the top; once it has scrolled, it does', async () => {
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
    function ListWithTop() {
      const items = Array.from({ length: 100 }, (_, i) => i);
      const { scrollRef, rows, virtualizer } = useVirtualRows({ items, rowHeight: 50, itemKey: (i) => i });
      return (
        <>
          <button onClick={() => virtualizer.scrollToOffset(0)}>Back to top</button>
          <div ref={scrollRef} data-testid="box" style={{ height: 300, overflow: 'auto' }}>
            {rows.map((row) => (
              <p key={row.key}>Item {row.index}</p>
            ))}
          </div>
        </>
      );
    }
    try {
      const user = userEvent.setup();
      render(<ListWithTop />);
      // Attaching to the new box wrote nothing (a write forces a layout inside the commit).
      await user.click(screen.getByRole('button', { name: 'Back to top' }));
      expect(scrollTo).not.toHaveBeenCalled();

      const box = screen.getByTestId('box');
      Object.defineProperty(box, 'scrollTop', { value: 500, configurable: true });
      fireEvent.scroll(box);
      await user.click(screen.getByRole('button', { name: 'Back to top' }));
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    }
  });
});
