import TablePagination from '@mui/material/TablePagination';
import { clampPage } from '@/lib/paging';

interface PagingFooterProps {
  total: number;
  /** 0-based, as asked; the footer shows the last page that still has rows. */
  page: number;
  size: number;
  sizes: readonly number[];
  onPageChange: (page: number) => void;
  /** A new page size starts again from the first page. */
  onSizeChange: (size: number) => void;
}

/** The paging footer under a table: rows per page, 'x–y of n', previous / next. */
export function PagingFooter({ total, page, size, sizes, onPageChange, onSizeChange }: PagingFooterProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={clampPage(page, total, size)}
      rowsPerPage={size}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_e, next) => onPageChange(next)}
      onRowsPerPageChange={(e) => onSizeChange(Number(e.target.value))}
    />
  );
}
