import { describe, expect, it } from 'vitest';
import { DEFAULT_CRM_FILTERS, DEFAULT_SORT, SORT_CHOICES, connectionButton } from '@/features/crm/api';
import { formatCrmDate } from '@/features/crm/components/CrmRow';

describe('CRM connection row button (spec 001 section 4)', () => {
  it('1st-degree contacts get Disconnect', () => {
    expect(connectionButton({ distance: 1, trackingId: 'trk', isConnected: true })).toBe('disconnect');
  });
  it('without a trackingId, or already connected, the request counts as sent', () => {
    expect(connectionButton({ distance: 2, trackingId: null, isConnected: false })).toBe('sent');
    expect(connectionButton({ distance: 3, trackingId: 'trk', isConnected: true })).toBe('sent');
  });
  it('otherwise Connect', () => {
    expect(connectionButton({ distance: 2, trackingId: 'trk', isConnected: false })).toBe('connect');
  });
});

describe('CRM defaults (spec 001 section 9)', () => {
  it('sorts by Name A-Z and shows every note and degree but not hidden contacts', () => {
    expect(SORT_CHOICES.find((c) => c.key === DEFAULT_SORT)).toMatchObject({
      label: 'Name A-Z',
      sorting: { field: 'firstName', order: 'ASC' },
    });
    expect(SORT_CHOICES.map((c) => `${c.sorting.field} ${c.sorting.order}`).sort()).toEqual([
      'createdAt ASC',
      'createdAt DESC',
      'firstName ASC',
      'firstName DESC',
    ]);
    expect(DEFAULT_CRM_FILTERS).toEqual({ hasNote: 'all', contacted: 'all', isHidden: 'no' });
  });
  it('dates use the full format', () => {
    expect(formatCrmDate(new Date(2026, 10, 22, 12).getTime())).toBe('Sunday, November 22, 2026');
    expect(formatCrmDate(null)).toBe('—');
  });
});
