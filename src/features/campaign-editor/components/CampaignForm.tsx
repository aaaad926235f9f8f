import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Autocomplete,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { campaignEditorQueries, useSaveCampaign } from '../api';
import { draftStore } from '../drafts';
import { campaignFormSchema, type CampaignFormValues } from '../schemas/campaignForm';
import { MESSAGES, objectiveTitle } from '../copy';
import { toCampaignData } from '../mapping';
import { usesSalesNavigator } from '../sources';
import { type EditorModule } from '../constants';
import { SwitchField, TextInput } from './formHelpers';
import { DelayField, PerDayField } from './LimitFields';
import { MessageSection } from './MessageSection';
import { SourceSection } from './SourceSection';
import { ConnectSection, EngageSection, ViewSection } from './TypeSections';

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
}

const DRAFT_DEBOUNCE_MS = 400;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function IdMultiSelect<T extends number | string>({
  name,
  label,
  options,
  helperText,
}: {
  name: 'tasklist' | 'excludeKeywords';
  label: string;
  options: { id: T; label: string }[];
  helperText: string;
}) {
  return (
    <Controller
      name={name}
      render={({ field }) => {
        const value = (Array.isArray(field.value) ? field.value : []) as T[];
        return (
          <Autocomplete
            multiple
            options={options}
            value={options.filter((o) => value.includes(o.id))}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, next) => field.onChange(next.map((o) => o.id))}
            onBlur={field.onBlur}
            renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
          />
        );
      }}
    />
  );
}

const scrollToTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'auto' });

/** The editor form of one type: sections, validation, drafts and saving. */
export function CampaignForm(props: CampaignFormProps) {
  const { module, campaignId, cap, salesNavigatorAllowed, dripCampaignAllowed } = props;
  const navigate = useNavigate();
  const save = useSaveCampaign();
  const [formError, setFormError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

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
  const { control, handleSubmit, getValues, subscribe, trigger } = form;

  // Drafts: every change is written (debounced) to local storage; a form equal to its baseline has no draft.
  const saved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { autosave, baseline, onDraftChange } = props;
  useEffect(() => {
    if (!autosave) return;
    const baselineJson = JSON.stringify(baseline);
    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = undefined;
      if (saved.current) return;
      const values = getValues();
      if (JSON.stringify(values) === baselineJson) {
        draftStore.clear(campaignId);
        onDraftChange(false);
      } else {
        draftStore.save(campaignId, values);
        onDraftChange(true);
      }
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (timer.current) flush();
    };
  }, [autosave, baseline, campaignId, subscribe, getValues, onDraftChange]);

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

  const lists = useQuery(campaignEditorQueries.lists());
  const campaigns = useQuery(campaignEditorQueries.miniCampaigns());
  const keywordOptions = (lists.data?.keywords ?? []).map((k) => ({ id: k.id, label: k.name }));
  const campaignOptions = (campaigns.data ?? [])
    .filter((c) => c.id !== campaignId)
    .map((c) => ({ id: c.id, label: c.name }));

  const submit = (activate: boolean) => {
    submitted.current = true;
    return handleSubmit(
      async (values) => {
        setFormError(null);
        setSaveError(null);
        const data = toCampaignData(values, props.previousOptions);
        try {
          await save.mutateAsync({
            campaignId,
            data: campaignId === null ? { ...data, status: 'Added' } : data,
            activate,
          });
        } catch (e) {
          setSaveError(e instanceof Error ? e.message : String(e));
          scrollToTop();
          return;
        }
        saved.current = true;
        if (timer.current) clearTimeout(timer.current);
        draftStore.clear(campaignId);
        void navigate({ to: '/campaigns' });
      },
      () => {
        setSaveError(null);
        setFormError(MESSAGES.reviewErrors);
        scrollToTop();
      },
    );
  };

  const typeTitle: Record<EditorModule, string> = {
    'li-auto-msg': 'Message',
    'li-auto-conn': 'Personal note',
    'li-auto-view': 'View options',
    'li-engage': 'Engage options',
  };

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

        <Section title="Campaign">
          <TextInput name="name" label="Campaign name" fullWidth required autoComplete="off" />
        </Section>

        <Section title="Source">
          <SourceSection
            module={module}
            campaignId={campaignId}
            locked={props.lockedSource}
            salesNavigatorAllowed={salesNavigatorAllowed}
          />
        </Section>

        <Section title={typeTitle[module]}>
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
        </Section>

        <Section title="Limits">
          <Stack spacing={3}>
            <PerDayField module={module} cap={cap} />
            <DelayField module={module} />
          </Stack>
        </Section>

        <Section title="Exclusions">
          <Stack spacing={2}>
            <IdMultiSelect
              name="tasklist"
              label="Skip people who are in these campaigns"
              options={campaignOptions}
              helperText="People already in the chosen campaigns are left out."
            />
            <IdMultiSelect
              name="excludeKeywords"
              label="Skip profiles matching keyword lists"
              options={keywordOptions}
              helperText="Keyword lists are managed in Lists."
            />
          </Stack>
        </Section>

        <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>Advanced options</AccordionSummary>
          <AccordionDetails>
            <Stack spacing={2}>
              <Controller
                control={control}
                name="fetchMethod"
                render={({ field }) => (
                  <FormControl sx={{ maxWidth: 420 }}>
                    <InputLabel id="fetch-method-label">Fetch method</InputLabel>
                    <Select
                      labelId="fetch-method-label"
                      label="Fetch method"
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value)}
                      onBlur={field.onBlur}
                    >
                      <MenuItem value="partial">Partial: fetch people while the campaign runs</MenuItem>
                      <MenuItem value="full">Full: fetch every person first</MenuItem>
                    </Select>
                  </FormControl>
                )}
              />
              <SwitchField name="pauseAfterFetch" label="Pause the campaign after fetching people" />
              <SwitchField name="postProfiles" label="Post each processed profile to a webhook" />
              <TextInput
                name="webhookUrl"
                label="Webhook URL"
                placeholder="https://example.com/hooks/reachly"
                fullWidth
              />
            </Stack>
          </AccordionDetails>
        </Accordion>

        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={props.onBack}>
            Go back
          </Button>
          {props.hasDraft && (
            <Button
              color="warning"
              onClick={() => {
                if (timer.current) clearTimeout(timer.current);
                timer.current = undefined;
                form.reset(props.baseline);
                props.onDiscardDraft();
              }}
            >
              Discard draft
            </Button>
          )}
          <Stack direction="row" spacing={2} sx={{ ml: 'auto !important' }}>
            <Button variant="contained" disabled={save.isPending} onClick={() => void submit(false)()}>
              Save campaign
            </Button>
            {campaignId !== null && (
              <Button
                variant="contained"
                color="secondary"
                disabled={save.isPending}
                onClick={() => void submit(true)()}
              >
                Save and Activate campaign
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
