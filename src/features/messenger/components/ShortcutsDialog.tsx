import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { InfoDialog } from '@/lib/ui/InfoDialog';
import { SHORTCUTS } from '../shortcuts';

/** '?': every messenger shortcut. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <InfoDialog open={open} onClose={onClose} title="Keyboard shortcuts">
      <Table size="small" aria-label="Keyboard shortcuts">
        <TableBody>
          {SHORTCUTS.map((s) => (
            <TableRow key={s.action}>
              <TableCell sx={{ width: 140, whiteSpace: 'nowrap' }}>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' or '}
                    <Box
                      component="kbd"
                      sx={{
                        px: 0.75,
                        py: 0.25,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 0.5,
                        fontFamily: 'monospace',
                        bgcolor: 'action.hover',
                      }}
                    >
                      {k}
                    </Box>
                  </span>
                ))}
              </TableCell>
              <TableCell>{s.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 1.5, color: 'text.secondary', fontSize: 14 }}>
        Shortcuts do not fire while you type in a field; press Esc to leave it. With conversations selected, e
        and u act on all of them.
      </Box>
    </InfoDialog>
  );
}
