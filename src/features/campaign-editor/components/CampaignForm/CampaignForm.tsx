import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { newActionKey } from '@/lib/extension/actions';
import { isNotConfirmed } from '@/lib/query/personAction';
import {
  StartRefusedError,
  useSaveCampaignMutation,
  useSaveRunning,
  type SaveCampaignInput,
} from '../../api';
import type { EditorModule } from '../../constants';
import { MESSAGES, objectiveTitle } from '../../copy';
import { toCampaignData } from '../../mapping';
import { campaignFormSchema, type CampaignFormValues } from '../../schemas/campaignForm';
import { usesSalesNavigator } from '../../sources';
import { TextInput } from '../formHelpers';
import { DelayField, PerDayField } from '../LimitFields';
import { MessageSection } from '../MessageSection';
import { SourceSection } from '../SourceSection/SourceSection';
import { ConnectSection, EngageSection, ViewSection } from '../TypeSections';
import { AdvancedOptions } from './AdvancedOptions';
import { ExclusionsSection } from './ExclusionsSection';
import { FormSection } from './FormSection';
import { ReadOnlyForm } from '../readOnlyForm';
import { useDraftAutosave } from './useDraftAutosave';

export interface CampaignFormProps {
  module: EditorModule;
  /** null in create mode. */
  campaignId: number | null;
  initialValues: CampaignFormValues;
  /** The values a draft is compared with: the defaults (create) or the stored campaign (edit). */
  baseline: CampaignFormValues;
  previousOptions?: Record<string, unknown>;
  /** Edit mode: the source and its switches are locked. */
  lockedSource: boolean;
  /** Follow-ups that existed when an activated campaign was opened; they cannot be removed. */
  lockedFollowUps: number;
  cap: number;
  salesNavigatorAllowed: boolean;
  dripCampaignAllowed: boolean;
  /** False while a stored draft is offered: typing must not overwrite it. */
  autosave: boolean;
  hasDraft: boolean;
  onDiscardDraft: () => void;
  onBack: () => void;
  /** Told whether a draft is stored after each autosave. */
  onDraftChange: (exists: boolean) => void;
  /** Shown but not changeable (a running campaign); the page says why. */
  readOnly?: boolean;
}

/** The title of the section with the type's own options. */
const TYPE_SECTION_TITLES: Record<EditorModule, string> = {
  'li-auto-msg': 'Message',
  'li-auto-conn': 'Personal note',
  'li-auto-view': 'View options',
  'li-engage': 'Engage options',
};

const scrollToTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'auto' });

/** The editor form of one type: sections, validation, drafts and saving. */
export function CampaignForm(props: CampaignFormProps) {
  const { module, campaignId, cap, salesNavigatorAllowed, dripCampaignAllowed } = props;
  const navigate = useNavigate();
  const save = useSaveCampaignMutation();
  const saveLock = useSaveRunning();
  // Held from the click, through validation, to the outcome: a double click or Enter's key
  // repeat is one save (the mutation's own pending state starts only after validation).
  const saving = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // A save that timed out: Try again sends it again with the same action key.
  const [unconfirmed, setUnconfirmed] = useState<{ text: string; input: SaveCampaignInput } | null>(null);
  const readOnly = props.readOnly ?? false;

  const schema = useMemo(
    () => campaignFormSchema(module, { cap, salesNavigatorAllowed, dripCampaignAllowed }),
    [module, cap, salesNavigatorAllowed, dripCampaignAllowed],
  );
  const form = useForm<CampaignFormValues>({
    defaultValues: props.initialValues,
    resolver: zodResolver(schema) as unknown as Resolver<CampaignFormValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The page scrolls to the top with 'Please review and correct errors' instead.
    shouldFocusError: false,
  });
  const { control, handleSubmit, subscribe, trigger } = form;

  const drafts = useDraftAutosave(form, {
    enabled: props.autosave && !readOnly,
    baseline: props.baseline,
    campaignId,
    onDraftChange: props.onDraftChange,
  });

  // After the first submit every change re-checks the whole form, so a message that depends on
  // another field (a subject for a sales navigator URL, the fields of a newly chosen source) shows at once.
  const submitted = useRef(false);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          if (submitted.current) void trigger();
        },
      }),
    [subscribe, trigger],
  );

  const source = useWatch({ control, name: 'source' });
  const salesNavigator = usesSalesNavigator(source);

  const send = async (input: SaveCampaignInput) => {
    setFormError(null);
    setSaveError(null);
    setUnconfirmed(null);
    try {
      await save.mutateAsync(input);
    } catch (e) {
      if (isNotConfirmed(e)) setUnconfirmed({ text: e.message, input });
      else setSaveError(e instanceof Error ? e.message : String(e));
      // A refused start leaves the save standing: the draft has been saved.
      if (e instanceof StartRefusedError) drafts.markSaved();
      scrollToTop();
      return;
    }
    drafts.markSaved();
    void navigate({ to: '/campaigns' });
  };

  const submit = (activate: boolean) => {
    if (readOnly || saving.current || saveLock.isRunning()) return;
    saving.current = true;
    submitted.current = true;
    void handleSubmit(
      (values) => {
        const data = toCampaignData(values, props.previousOptions);
        return send({
          campaignId,
          data: campaignId === null ? { ...data, status: 'Added' } : data,
          activate,
          actionKey: newActionKey(),
        });
      },
      () => {
        setSaveError(null);
        setFormError(MESSAGES.reviewErrors);
        scrollToTop();
      },
    )().finally(() => {
      saving.current = false;
    });
  };

  const retry = (input: SaveCampaignInput) => {
    if (saving.current || saveLock.isRunning()) return;
    saving.current = true;
    void send(input).finally(() => {
      saving.current = false;
    });
  };
  const busy = saveLock.running || readOnly;

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        aria-label={`${objectiveTitle(module)} campaign`}
        onSubmit={(e) => e.preventDefault()}
      >
        {formError && (
          <Alert severity="error" onClose={() => setFormError(null)}>
            {formError}
          </Alert>
        )}
        {saveError && (
          <Alert severity="error" onClose={() => setSaveError(null)}>
            {saveError}
          </Alert>
        )}
        {unconfirmed && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" disabled={busy} onClick={() => retry(unconfirmed.input)}>
                Try again
              </Button>
            }
          >
            {unconfirmed.text}
          </Alert>
        )}
        <ReadOnlyForm value={readOnly}>
          <Box
            component="fieldset"
            disabled={readOnly}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}
          >
            <FormSection title="Campaign">
              <TextInput name="name" label="Campaign name" fullWidth required autoComplete="off" />
            </FormSection>

            <FormSection title="Source">
              <SourceSection
                module={module}
                campaignId={campaignId}
                locked={props.lockedSource}
                salesNavigatorAllowed={salesNavigatorAllowed}
              />
            </FormSection>

            <FormSection title={TYPE_SECTION_TITLES[module]}>
              {module === 'li-auto-msg' && (
                <MessageSection
                  salesNavigator={salesNavigator}
                  dripAllowed={dripCampaignAllowed}
                  lockedFollowUps={props.lockedFollowUps}
                />
              )}
              {module === 'li-auto-conn' && <ConnectSection salesNavigator={salesNavigator} />}
              {module === 'li-auto-view' && <ViewSection />}
              {module === 'li-engage' && <EngageSection salesNavigator={salesNavigator} />}
            </FormSection>

            <FormSection title="Limits">
              <Stack spacing={3}>
                <PerDayField module={module} cap={cap} />
                <DelayField module={module} />
              </Stack>
            </FormSection>

            <FormSection title="Exclusions">
              <ExclusionsSection campaignId={campaignId} />
            </FormSection>

            <AdvancedOptions />
          </Box>
        </ReadOnlyForm>

        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={props.onBack}>
            Go back
          </Button>
          {props.hasDraft && (
            <Button
              color="warning"
              onClick={() => {
                drafts.stop();
                form.reset(props.baseline);
                props.onDiscardDraft();
              }}
            >
              Discard draft
            </Button>
          )}
          <Stack direction="row" spacing={2} sx={{ ml: 'auto !important' }}>
            <Button variant="contained" disabled={busy} onClick={() => submit(false)}>
              Save campaign
            </Button>
            {campaignId !== null && (
              <Button variant="contained" color="secondary" disabled={busy} onClick={() => submit(true)}>
                Save and Activate campaign
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
