import { MessageDialog } from '@/lib/ui/MessageDialog';

/** Spec: editing a running campaign pauses it first, after this question. */
export function PauseDialog(props: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <MessageDialog
      {...props}
      title="Campaign will be paused"
      text="Editing a Campaign will put it on pause until further activation. Are you sure?"
      cancelLabel="Cancel"
      confirmLabel="Pause Campaign to Edit"
      focusConfirm={false}
    />
  );
}
