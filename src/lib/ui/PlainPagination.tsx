import { useLayoutEffect, useRef } from 'react';
import { styled } from '@mui/material/styles';
import usePagination from '@mui/material/usePagination';
import { ICON_PATHS } from './iconPaths';
import { focusRing, PlainIcon } from './plainControls';

const Nav = styled('nav')(({ theme }) => ({
  '& ul': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    padding: 0,
    margin: 0,
    listStyle: 'none',
  },
  '& .page-item': {
    ...theme.typography.body2,
    boxSizing: 'border-box',
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    margin: '0 3px',
    borderRadius: 16,
    textAlign: 'center',
    color: theme.palette.text.primary,
  },
  '& button.page-item': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    background: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create(['color', 'background-color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': focusRing(theme),
    '&:disabled': { opacity: theme.palette.action.disabledOpacity, cursor: 'default', background: 'none' },
    '&[aria-current="page"]': {
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
      '&:hover': { backgroundColor: theme.palette.primary.dark },
    },
    '& svg': { margin: '0 -8px' },
  },
}));

const ariaLabel = (type: string, page: number | null, selected: boolean) =>
  type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`;

/**
 * MUI's Pagination (text, primary) as plain buttons with its paging rules (`usePagination`) and
 * its names: 'Go to page 2', 'page 1' for the current one, 'Go to next page'. MUI's is some 40
 * components for three pages. As MUI's does, a click that disables the button it came from (the
 * last page's 'next') hands the focus to the current page.
 */
export function PlainPagination({
  count,
  page,
  onChange,
}: {
  count: number;
  /** 1-based. */
  page: number;
  onChange: (page: number) => void;
}) {
  const { items } = usePagination({ count, page, onChange: (_event, next) => onChange(next) });
  const nav = useRef<HTMLElement>(null);
  const pendingFocus = useRef(false);
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled))
      nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  return (
    <Nav aria-label="pagination navigation" ref={nav}>
      <ul>
        {items.map(({ type, page: itemPage, selected, disabled, onClick }, index) => (
          <li key={index}>
            {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
              <div className="page-item">…</div>
            ) : (
              <button
                type="button"
                className="page-item"
                aria-label={ariaLabel(type, itemPage, selected)}
                aria-current={selected ? 'page' : undefined}
                disabled={disabled}
                onClick={(event) => {
                  pendingFocus.current = true;
                  onClick(event);
                }}
              >
                {type === 'previous' ? (
                  <PlainIcon d={ICON_PATHS.navigateBefore} />
                ) : type === 'next' ? (
                  <PlainIcon d={ICON_PATHS.navigateNext} />
                ) : (
                  itemPage
                )}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );
}
