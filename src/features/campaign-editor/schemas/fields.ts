import * as z from 'zod/mini';
import { EDITOR_MODULES, type EditorModule } from '../constants';
import { capMessage, delayGapMessage, MESSAGES } from '../copy';
import { sliderConfig } from '../limits';

// The building blocks of the editor's schemas: what the form's checks depend on, and the
// fields every campaign type shares.

export interface SchemaContext {
  /** The configured daily cap of the type. */
  cap: number;
  salesNavigatorAllowed: boolean;
  dripCampaignAllowed: boolean;
}

export const wholeNumber = (message: string, min: number, max?: number) =>
  z
    .number({ error: message })
    .check(z.int(message), z.gte(min, message), ...(max === undefined ? [] : [z.lte(max, message)]));

export const idList = z.array(z.union([z.number(), z.string()]));

/** The name field. */
export const NameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .check(z.trim(), z.minLength(1, MESSAGES.nameRequired));

/** The objective (type) picker. */
export const ObjectiveSchema = z.enum(EDITOR_MODULES, { error: MESSAGES.objectiveRequired });

/** perDay: the box may be empty ('' becomes 1), at least 1, at most the cap (with the type's message). */
export function perDaySchema(module: EditorModule, cap: number) {
  // zod/mini has no z.preprocess: a transform piped into the schema does the same.
  return z.pipe(
    z.transform((v: number | '') =>
      v === '' || v === null || v === undefined ? 1 : typeof v === 'string' ? Number(v) : v,
    ),
    z
      .number({ error: MESSAGES.perDayMin })
      .check(z.int(MESSAGES.perDayMin), z.gte(1, MESSAGES.perDayMin), z.lte(cap, capMessage(module, cap))),
  );
}

/** The two-handle delay: inside the type's scale and at least its gap apart. */
export function delaySchema(module: EditorModule) {
  const cfg = sliderConfig(module);
  return z.tuple([z.number(), z.number()]).check(
    z.refine(([lo, hi]) => lo >= cfg.min && hi <= cfg.max && lo <= hi, { error: MESSAGES.delayRange }),
    z.refine(([lo, hi]) => hi - lo >= cfg.gap, { error: delayGapMessage(cfg.gap) }),
  );
}
