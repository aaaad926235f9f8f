import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * MUI's TableContainer and Table as a plain `<div>` and `<table>` (`plain-table-scroll`,
 * `plain-table`: their look and the head's is in plainControls.css): the rows and cells of our
 * tables are plain elements styled once by the table's `sx`, so MUI's Table, TableBody,
 * TableContainer and their contexts only cost the first screens bytes.
 */
export function PlainTable({
  label,
  sticky = false,
  sx,
  containerSx,
  containerRef,
  busy = false,
  children,
  ...container
}: {
  label: string;
  /** The rows shown are about to be replaced (the next ones are loading): `aria-busy`, dimmed. */
  busy?: boolean;
  /** A sticky head (MUI's `stickyHeader`): the cells' borders are drawn separately. */
  sticky?: boolean;
  /** The table's own styles: its rows and cells. */
  sx?: SxProps<Theme>;
  /** The scrolling container's own (a maximum height, for a virtualised body). */
  containerSx?: SxProps<Theme>;
  containerRef?: Ref<HTMLDivElement>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const className = sticky ? 'plain-table sticky' : 'plain-table';
  return (
    <Box ref={containerRef} className="plain-table-scroll" sx={containerSx} {...container}>
      <Box component="table" className={className} aria-label={label} aria-busy={busy || undefined} sx={sx}>
        {children}
      </Box>
    </Box>
  );
}
