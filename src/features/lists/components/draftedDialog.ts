/** A drafted dialog's two ways out: after a successful save and on Cancel the typed draft goes first. */
export function draftedDialogExits(discardDraft: () => void, onSaved: () => void, onClose: () => void) {
  return {
    saved: () => {
      discardDraft();
      onSaved();
    },
    cancel: () => {
      discardDraft();
      onClose();
    },
  };
}
