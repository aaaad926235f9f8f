import * as z from 'zod/mini';
import { Ack, noArgs, remote } from './shared/define';

// Spec 000 section 7: linking the LinkedIn account (the assignAccount command is the session's).

export const authRemotes = {
  clearSyncConnection: remote(noArgs, Ack),
  autoSetUserPerDayLimit: remote(z.tuple([z.number()]), Ack),
};
