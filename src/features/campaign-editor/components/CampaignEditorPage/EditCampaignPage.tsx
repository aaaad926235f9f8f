import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Campaign } from '@/lib/extension/contract';
import { NotFoundPage } from '@/lib/ui/ErrorPage';
import { newActionKey } from '@/lib/extension/actions';
import { errorMessage } from '@/lib/extension/errors';
import { MessageDialog } from '@/lib/ui/MessageDialog';
import { campaignEditorQueries, usePauseToEdit, useSaveRunning } from '../../api';
import { PAUSE_DIALOG, RUNNING_READ_ONLY } from '../../copy';
import { isEditorModule, type EditorModule } from '../../constants';
import { draftStore, type Draft } from '../../drafts';
import { dailyCapFor } from '../../limits';
import { fromCampaign } from '../../mapping';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { AwaitingDraftChoice, DraftOffer, PAGE_SX, PageHeader, useGoBack } from './PageParts';
import { useEditorContext, type EditorContext } from './useEditorContext';

const routeApi = getRouteApi('/shell/campaign-editor/$id');

/** /campaign-editor/{id}: the stored campaign in its type's form (the route loads it). */
export function EditCampaignPage() {
  const { id } = routeApi.useParams();
  if (id === null)
    return <NotFoundPage title="Campaign not found" message="There is no campaign at this address." />;
  return <EditCampaign key={id} id={id} />;
}

function EditCampaign({ id }: { id: number }) {
  const ctx = useEditorContext();
  const { data: campaign } = useSuspenseQuery(campaignEditorQueries.campaign(id));
  if (!campaign)
    return (
      <NotFoundPage title="Campaign not found" message={`Campaign ${id} does not exist or was deleted.`} />
    );
  if (!isEditorModule(campaign.module))
    return (
      <NotFoundPage
        title="Campaign cannot be edited"
        message={`“${campaign.name}” is not a campaign type the editor handles.`}
      />
    );
  return <EditForm campaign={campaign} module={campaign.module} ctx={ctx} />;
}

function EditForm({
  campaign,
  module,
  ctx,
}: {
  campaign: Campaign;
  module: EditorModule;
  ctx: EditorContext;
}) {
  const goBack = useGoBack();
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
  // Spec 001 §4: a running campaign is edited only once stopped; from a link it opens read-only.
  const running = campaign.status === 'Running';

  return (
    <Box sx={PAGE_SX}>
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
      {running && <RunningNotice campaignId={campaign.id} />}
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
          readOnly={running}
          hasDraft={hasDraft}
          onDiscardDraft={() => {
            draftStore.clear(campaign.id);
            setHasDraft(false);
          }}
          onDraftChange={onDraftChange}
          // Edit mode: going back goes one page back.
          onBack={goBack}
        />
      </AwaitingDraftChoice>
    </Box>
  );
}

/** Why the form cannot be changed, and the list's way out: pause the campaign, then edit. */
function RunningNotice({ campaignId }: { campaignId: number }) {
  const [asking, setAsking] = useState(false);
  const pause = usePauseToEdit();
  const lock = useSaveRunning();
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" disabled={lock.running} onClick={() => setAsking(true)}>
            {PAUSE_DIALOG.confirm}
          </Button>
        }
      >
        This campaign is running, so it opens read-only. {RUNNING_READ_ONLY}
        {pause.error && ` ${errorMessage(pause.error)}`}
      </Alert>
      <MessageDialog
        open={asking}
        title={PAUSE_DIALOG.title}
        text={PAUSE_DIALOG.text}
        cancelLabel="Cancel"
        confirmLabel={PAUSE_DIALOG.confirm}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (!lock.isRunning()) pause.mutate({ campaignId, actionKey: newActionKey() });
        }}
      />
    </>
  );
}
