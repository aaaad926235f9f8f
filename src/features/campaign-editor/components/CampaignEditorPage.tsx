import { useCallback, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { useQuery } from '@tanstack/react-query';
import { useCanGoBack, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import type { Campaign } from '@/lib/extension/contract';
import { formatDateTime } from '@/lib/format/dates';
import { sessionQueries } from '@/lib/session/api';
import { useFeatureGate } from '@/lib/session/featureGate';
import { ErrorPage, NotFoundPage } from '@/lib/ui/ErrorPage';
import { Loading } from '@/lib/ui/Loading';
import { campaignEditorQueries } from '../api';
import { draftStore, type Draft } from '../drafts';
import {
  dailyCapFor,
  defaultFormValues,
  fromCampaign,
  isEditorModule,
  objectiveTitle,
  type CampaignFormValues,
  type EditorModule,
} from '../schemas';
import { CampaignForm } from './CampaignForm';
import { ObjectivePicker } from './ObjectivePicker';
import { TutorialDialog } from './TutorialDialog';
import { now as clockNow } from '@/lib/time/clock';

/** What every editor form needs from the session: the daily caps and the plan's features. */
function useEditorContext() {
  const extensionData = useQuery(sessionQueries.extensionData());
  const planSettings = useQuery(sessionQueries.planSettings());
  const me = useQuery(sessionQueries.me());
  const allowed = useFeatureGate();
  return {
    ready: !extensionData.isPending && !planSettings.isPending && !me.isPending,
    limits: extensionData.data?.baseData.config.limits,
    salesNavigatorAllowed: allowed('salesNavigator'),
    dripCampaignAllowed: allowed('dripCampaign'),
  };
}

function PageHeader({ title }: { title: string }) {
  const [tutorial, setTutorial] = useState(false);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 2, flexWrap: 'wrap' }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Button startIcon={<SchoolIcon />} onClick={() => setTutorial(true)}>
        Tutorial
      </Button>
      <TutorialDialog open={tutorial} onClose={() => setTutorial(false)} />
    </Stack>
  );
}

/**
 * While a found draft waits for Restore or Discard, the form below it cannot be typed in: what
 * was typed there would not be kept, and keeping it would overwrite the draft on offer.
 */
function AwaitingDraftChoice({ waiting, children }: { waiting: boolean; children: React.ReactNode }) {
  return (
    <Box inert={waiting} sx={waiting ? { opacity: 0.5 } : undefined}>
      {children}
    </Box>
  );
}

function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
            Restore draft
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            Discard draft
          </Button>
        </Stack>
      }
    >
      An unsaved draft ({objectiveTitle(draft.module)}
      {draft.values.name ? `: ${draft.values.name}` : ''}) from {formatDateTime(draft.savedAt)} was found.
    </Alert>
  );
}

/** Create (/campaign-editor) and edit (/campaign-editor/{id}) share this page. */
export function CampaignEditorPage() {
  const params = useParams({ strict: false }) as { id?: number | null };
  if (params.id === undefined) return <CreateCampaign />;
  if (params.id === null)
    return <NotFoundPage title="Campaign not found" message="There is no campaign at this address." />;
  return <EditCampaign key={params.id} id={params.id} />;
}

function CreateCampaign() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  const ctx = useEditorContext();
  const [now] = useState(() => clockNow());
  const [offer, setOffer] = useState<Draft | null>(() => draftStore.load(null));
  const [form, setForm] = useState<{ module: EditorModule; initial: CampaignFormValues; key: number } | null>(
    null,
  );
  const [hasDraft, setHasDraft] = useState(false);
  const onDraftChange = useCallback((exists: boolean) => setHasDraft(exists), []);

  if (!ctx.ready) return <Loading />;
  const module = form?.module ?? null;

  const restore = () => {
    if (!offer) return;
    setForm({ module: offer.module, initial: offer.values, key: Date.now() });
    setHasDraft(true);
    setOffer(null);
  };
  const discardOffer = () => {
    draftStore.clear(null);
    setOffer(null);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <PageHeader title={module ? `New campaign: ${objectiveTitle(module)}` : 'New campaign'} />
      {offer && <DraftOffer draft={offer} onRestore={restore} onDiscard={discardOffer} />}
      <AwaitingDraftChoice waiting={!!offer}>
        {form ? (
          <CampaignForm
            key={form.key}
            module={form.module}
            campaignId={null}
            initialValues={form.initial}
            baseline={defaultFormValues(form.module, now)}
            lockedSource={false}
            lockedFollowUps={0}
            cap={dailyCapFor(form.module, ctx.limits)}
            salesNavigatorAllowed={ctx.salesNavigatorAllowed}
            dripCampaignAllowed={ctx.dripCampaignAllowed}
            autosave={!offer}
            hasDraft={hasDraft}
            onDiscardDraft={() => {
              draftStore.clear(null);
              setHasDraft(false);
            }}
            onDraftChange={onDraftChange}
            // Create mode: going back clears the objective.
            onBack={() => setForm(null)}
          />
        ) : (
          <Stack spacing={2}>
            <ObjectivePicker
              onChoose={(m) => setForm({ module: m, initial: defaultFormValues(m, now), key: Date.now() })}
            />
            <Box>
              <Button
                variant="outlined"
                onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/campaigns' }))}
              >
                Go back
              </Button>
            </Box>
          </Stack>
        )}
      </AwaitingDraftChoice>
    </Box>
  );
}

function EditCampaign({ id }: { id: number }) {
  const ctx = useEditorContext();
  const campaign = useQuery(campaignEditorQueries.campaign(id));
  if (campaign.isPending || !ctx.ready) return <Loading />;
  if (campaign.isError) return <ErrorPage error={campaign.error} reset={() => void campaign.refetch()} />;
  if (!campaign.data)
    return (
      <NotFoundPage title="Campaign not found" message={`Campaign ${id} does not exist or was deleted.`} />
    );
  if (!isEditorModule(campaign.data.module))
    return (
      <NotFoundPage
        title="Campaign cannot be edited"
        message={`“${campaign.data.name}” is not a campaign type the editor handles.`}
      />
    );
  return <EditForm campaign={campaign.data} module={campaign.data.module} ctx={ctx} />;
}

function EditForm({
  campaign,
  module,
  ctx,
}: {
  campaign: Campaign;
  module: EditorModule;
  ctx: ReturnType<typeof useEditorContext>;
}) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  // The campaign as first loaded: later polls must not move the form's baseline.
  const [baseline] = useState(() => fromCampaign(campaign));
  const [previousOptions] = useState(() => ({ ...campaign.options }) as Record<string, unknown>);
  const [offer, setOffer] = useState<Draft | null>(() => {
    const d = draftStore.load(campaign.id);
    return d && d.module === module ? d : null;
  });
  const [form, setForm] = useState({ initial: baseline, key: 0 });
  const [hasDraft, setHasDraft] = useState(false);
  const onDraftChange = useCallback((exists: boolean) => setHasDraft(exists), []);
  const activated = campaign.status !== 'Added';

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <PageHeader title={`Edit campaign: ${campaign.name}`} />
      {offer && (
        <DraftOffer
          draft={offer}
          onRestore={() => {
            setForm({ initial: { ...offer.values, module }, key: form.key + 1 });
            setHasDraft(true);
            setOffer(null);
          }}
          onDiscard={() => {
            draftStore.clear(campaign.id);
            setOffer(null);
          }}
        />
      )}
      {campaign.status === 'Running' && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          This campaign is running. Pause it in the campaign list before you change it.
        </Alert>
      )}
      <AwaitingDraftChoice waiting={!!offer}>
        <CampaignForm
          key={form.key}
          module={module}
          campaignId={campaign.id}
          initialValues={form.initial}
          baseline={baseline}
          previousOptions={previousOptions}
          lockedSource
          lockedFollowUps={activated ? (baseline.msg.message?.followUps.length ?? 0) : 0}
          cap={dailyCapFor(module, ctx.limits)}
          salesNavigatorAllowed={ctx.salesNavigatorAllowed}
          dripCampaignAllowed={ctx.dripCampaignAllowed}
          autosave={!offer}
          hasDraft={hasDraft}
          onDiscardDraft={() => {
            draftStore.clear(campaign.id);
            setHasDraft(false);
          }}
          onDraftChange={onDraftChange}
          // Edit mode: going back goes one page back.
          onBack={() => (canGoBack ? router.history.back() : void navigate({ to: '/campaigns' }))}
        />
      </AwaitingDraftChoice>
    </Box>
  );
}
