import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { now as clockNow } from '@/lib/time/clock';
import type { EditorModule } from '../../constants';
import { objectiveTitle } from '../../copy';
import { defaultFormValues } from '../../defaults';
import { draftStore, type Draft } from '../../drafts';
import { dailyCapFor } from '../../limits';
import type { CampaignFormValues } from '../../schemas/campaignForm';
import { CampaignForm } from '../CampaignForm/CampaignForm';
import { ObjectivePicker } from '../ObjectivePicker';
import { AwaitingDraftChoice, DraftOffer, PAGE_SX, PageHeader, useGoBack } from './PageParts';
import { useEditorContext } from './useEditorContext';

/** /campaign-editor: the objective cards, then the form of the chosen type. */
export function CreateCampaignPage() {
  const goBack = useGoBack();
  const ctx = useEditorContext();
  const [now] = useState(() => clockNow());
  const [offer, setOffer] = useState<Draft | null>(() => draftStore.load(null));
  const [form, setForm] = useState<{ module: EditorModule; initial: CampaignFormValues; key: number } | null>(
    null,
  );
  const [hasDraft, setHasDraft] = useState(false);
  const onDraftChange = useCallback((exists: boolean) => setHasDraft(exists), []);
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
    <Box sx={PAGE_SX}>
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
              <Button variant="outlined" onClick={goBack}>
                Go back
              </Button>
            </Box>
          </Stack>
        )}
      </AwaitingDraftChoice>
    </Box>
  );
}
