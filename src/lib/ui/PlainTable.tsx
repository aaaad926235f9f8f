import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * MUI's TableContainer and Table as a plain `<div>` and `<table>`: the rows, head and cells of our
 * tables are plain elements styled once by the table's `sx`, so MUI's Table, TableBody,
 * TableContainer and their contexts only cost the first screens bytes.
 */
export function PlainTable({
  label,
  sticky = false,
  sx,
  containerSx,
  containerRef,
  children,
  ...container
}: {
  label: string;
  /** A sticky head (MUI's `stickyHeader`): the cells' borders are drawn separately. */
  sticky?: boolean;
  /** The table's styles: its rows, head and cells. */
  sx?: SxProps<Theme>;
  /** The scrolling container's own (a maximum height, for a virtualised body). */
  containerSx?: SxProps<Theme>;
  containerRef?: Ref<HTMLDivElement>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Box ref={containerRef} sx={[CONTAINER, ...asArray(containerSx)]} {...container}>
      <Box component="table" aria-label={label} sx={[sticky ? STICKY_TABLE : TABLE, ...asArray(sx)]}>
        {children}
      </Box>
    </Box>
  );
}

const CONTAINER = { width: '100%', overflowX: 'auto' } as const;
const TABLE = { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 } as const;
const STICKY_TABLE = { ...TABLE, borderCollapse: 'separate' } as const;

const asArray = (sx: SxProps<Theme> | undefined) => (sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]);
