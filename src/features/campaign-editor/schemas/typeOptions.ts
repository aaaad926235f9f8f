import * as z from 'zod/mini';
import { ENGAGE_PERIOD_RANGE, PERSONAL_NOTE_MAX } from '../constants';
import { MESSAGES } from '../copy';
import { wholeNumber } from './fields';

// The options of the other three types (spec 001 sections 5 and 9).

/** Grow your Network: the personal note, at most 300 characters. */
export const ConnectTypeSchema = z.object({
  proposal: z.string().check(z.maxLength(PERSONAL_NOTE_MAX, MESSAGES.personalNoteMax)),
});

/** View Profiles. */
export const ViewTypeSchema = z.object({
  excludeViewed: z.boolean(),
  autoEndorse: z.boolean(),
  endorseCount: wholeNumber(MESSAGES.endorseCount, 0),
});

/** Auto like, share, and comment: exactly one action; comments when commenting; period 1-10. */
export const EngageTypeSchema = z
  .extend(ViewTypeSchema, {
    like: z.boolean(),
    share: z.boolean(),
    comment: z.boolean(),
    comments: z.array(
      z.object({ text: z.string().check(z.trim(), z.minLength(1, MESSAGES.commentRequired)) }),
    ),
    period: wholeNumber(MESSAGES.engagePeriod, ENGAGE_PERIOD_RANGE.min, ENGAGE_PERIOD_RANGE.max),
  })
  .check(
    z.superRefine((e, c) => {
      if ([e.like, e.share, e.comment].filter(Boolean).length !== 1)
        c.addIssue({ code: 'custom', path: ['like'], message: MESSAGES.engageOneAction });
      if (e.comment && !e.comments.length)
        c.addIssue({ code: 'custom', path: ['comments'], message: MESSAGES.commentsRequired });
    }),
  );
