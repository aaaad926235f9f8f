import { describe, expect, it } from 'vitest';
import { defaultFormValues } from '@/features/campaign-editor/defaults';
import { fromCampaign, toCampaignData } from '@/features/campaign-editor/mapping';
import { CampaignSchema } from '@/lib/extension/contract/shared/entities';

// Options the spec names without values or meaning (sendWith, source.fields) have no field in the
// form; an edit must send back what the campaign holds, unchanged (docs/spec-deviations.md).

const NOW = Date.UTC(2026, 11, 2, 12);

const stored = {
  name: 'Founders in Berlin',
  module: 'li-auto-conn' as const,
  options: {
    source: {
      type: 'PEOPLE_SEARCH' as const,
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=founder',
      fields: ['firstName', 'lastName', { name: 'email', required: true }],
    },
    sendWith: { account: 'sales-navigator', inmail: false },
    tasklist: [],
    excludeKeywords: [],
    perDay: 20,
    delay: 60,
    delay2: 120,
    fetchMethod: 'partial',
    pauseAfterFetch: false,
    postProfiles: false,
    webhookUrl: '',
    proposal: 'Hi {FIRST_NAME}',
  },
};

describe('an edit keeps the options the form does not show', () => {
  it('sends a stored sendWith and source.fields back unchanged', () => {
    const { options } = toCampaignData(fromCampaign(stored, NOW), stored.options);
    expect(options.sendWith).toEqual(stored.options.sendWith);
    expect((options.source as Record<string, unknown>).fields).toEqual(stored.options.source.fields);
  });

  it('sends back every stored option it was given, when nothing was changed', () => {
    const { options } = toCampaignData(fromCampaign(stored, NOW), stored.options);
    expect(options).toEqual(stored.options);
  });

  it('sends no sendWith and no source.fields for a new campaign (the extension applies its defaults)', () => {
    const { options } = toCampaignData(defaultFormValues('li-auto-conn', NOW));
    expect(options).not.toHaveProperty('sendWith');
    expect(options.source).not.toHaveProperty('fields');
  });
});

describe('a stored campaign whose source.fields has a shape the spec does not show', () => {
  it('is read, not dropped as malformed', () => {
    const campaign = { id: 7, status: 'Added', created: NOW, ...stored };
    for (const fields of [['email'], 'email', { email: true }, 3])
      expect(
        CampaignSchema.safeParse({ ...campaign, options: { source: { ...stored.options.source, fields } } })
          .success,
      ).toBe(true);
  });
});
