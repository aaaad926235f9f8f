import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DRAFT_SCOPES, readFormDraft, useFormDraft } from '@/lib/drafts';
import type { ListItem, ListType } from '@/lib/extension/contract';
import {
  ListItemFieldsSchema,
  ListItemFormSchema,
  listItemFormValues,
  toListItem,
  type ListItemForm,
  type ListItemFormInput,
} from '@/lib/lists/listItemForm';
import { FormDialog } from '@/lib/ui/FormDialog';
import { SaveFailedAlert } from '@/lib/ui/SaveFailedAlert';
import { RegisteredTextField } from '@/lib/ui/RegisteredTextField';
import { useSaveListItem } from '@/lib/lists/saveListItem';
import { LIST_LABELS } from '../api';
import { draftedDialogExits } from './draftedDialog';

interface ListItemDialogProps {
  listType: ListType;
  /** The item to edit; none to add a new one. */
  item?: ListItem;
  onClose: () => void;
  onSaved: () => void;
}

/** The item form of a saved list: name plus the message (canned responses, messages) or the keywords. */
export function ListItemDialog({ listType, item, onClose, onSaved }: ListItemDialogProps) {
  const save = useSaveListItem();
  // What was typed survives a reload or a dropped extension, per list and item, until saved or cancelled.
  const draftScope = DRAFT_SCOPES.listItem(listType);
  const draftId = item?.id ?? 'new';
  const { register, handleSubmit, formState, watch } = useForm<ListItemFormInput, unknown, ListItemForm>({
    resolver: zodResolver(ListItemFormSchema),
    defaultValues:
      readFormDraft(draftScope, draftId, ListItemFieldsSchema) ?? listItemFormValues(listType, item),
  });
  const discardDraft = useFormDraft(watch, draftScope, draftId);
  const { saved, cancel } = draftedDialogExits(discardDraft, onSaved, onClose);
  const submit = handleSubmit(async (values) => {
    await save.saveOnce(listType, toListItem(values, item?.id)).then(saved, () => undefined);
  });
  const err = formState.errors;
  const list = LIST_LABELS[listType];
  return (
    <FormDialog
      title={item ? `Edit item: ${item.name}` : `New item in ${list}`}
      onClose={onClose}
      onCancel={cancel}
      onSubmit={(e) => void submit(e)}
      submitting={formState.isSubmitting}
      fieldsSx={{ pt: 1 }}
    >
      <SaveFailedAlert error={save.error} what="The item could not be saved" />
      <RegisteredTextField label="Item name" required registration={register('name')} fieldError={err.name} />
      {listType === 'messages' && (
        <RegisteredTextField
          label="Subject"
          registration={register('subject')}
          fieldError={err.subject}
          helperText="Optional; needed for Sales Navigator"
        />
      )}
      {listType === 'keywords' ? (
        <RegisteredTextField
          label="Keywords"
          required
          multiline
          minRows={4}
          registration={register('keywords')}
          fieldError={err.keywords}
          helperText="One keyword per line"
        />
      ) : (
        <RegisteredTextField
          label={listType === 'cannedResponses' ? 'Description' : 'Message'}
          required
          multiline
          minRows={4}
          registration={register('message')}
          fieldError={err.message}
        />
      )}
    </FormDialog>
  );
}
