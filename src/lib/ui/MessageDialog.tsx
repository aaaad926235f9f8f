import type { MessageDialogProps } from './MessageDialogView';
import { mountOnFirstOpen } from './mountOnFirstOpen';

/** A confirmation (two buttons) or an alert (one button) with the spec's exact text. */
export const MessageDialog = mountOnFirstOpen<MessageDialogProps>(() =>
  import('./MessageDialogView').then((m) => m.MessageDialogView),
);

/** A confirmation about one item (a contact, a plan): open while `item` is set; confirming closes it and hands the item on. */
export function ConfirmItemDialog<T>({
  item,
  text,
  onClose,
  onConfirm,
  ...rest
}: Omit<MessageDialogProps, 'open' | 'text' | 'onCancel' | 'onConfirm'> & {
  item: T | null;
  text: string | ((item: T | null) => string);
  onClose: () => void;
  onConfirm: (item: T) => void;
}) {
  return (
    <MessageDialog
      {...rest}
      open={item !== null}
      text={typeof text === 'function' ? text(item) : text}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (item !== null) onConfirm(item);
      }}
    />
  );
}
