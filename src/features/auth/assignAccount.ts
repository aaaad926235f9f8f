import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { callRemote, sendCommand } from '@/lib/extension/client';
import type { LinkedinAccount } from '@/lib/extension/contract';
import { ApiError, envelope, postJson } from '@/lib/http/client';
import { tokenStore } from '@/lib/storage';
import { loginTarget, type LoginTarget } from './api';

const authContract = () => import('@/lib/extension/contract/auth').then((m) => m.authRemotes);

// Linking a LinkedIn account to the signed-in user (spec 000 section 3, /assignLinkedinAccount).

const AssignResultSchema = z.looseObject({
  isSignUp: z._default(z.boolean(), false),
  token: z.nullish(z.string()),
});

export async function assignLinkedinAccount(
  account: LinkedinAccount,
): Promise<z.infer<typeof AssignResultSchema>> {
  const reply = await postJson(
    'user/me/assignLinkedinAccount',
    { id: account.id, firstName: account.firstName, lastName: account.lastName, email: account.email },
    envelope(AssignResultSchema),
  );
  if (!reply.success) throw new ApiError(reply.message || 'The server did not accept the account');
  return reply.result ?? { isSignUp: false };
}

/**
 * 'Connect this account': the server assigns it ("handle the login response": a reply that carries a
 * fresh token replaces the stored one), then the extension is told. Resolves to where the person goes.
 */
export function useAssignAccountMutation(
  account: LinkedinAccount,
  onAssigned: (target: LoginTarget) => void,
) {
  return useMutation({
    mutationFn: async () => {
      const result = await assignLinkedinAccount(account);
      if (result.token) tokenStore.set(result.token);
      await sendCommand('assignAccount', { data: account }).catch((e: unknown) =>
        console.error('Extension assignAccount failed', e),
      );
      return loginTarget(result.isSignUp);
    },
    onSuccess: onAssigned,
  });
}

/** Another LinkedIn account than the assigned one: the stored token goes and the extension's sync connection is cleared. */
export function forgetMismatchedAccount(): void {
  tokenStore.clear();
  callRemote(authContract(), 'clearSyncConnection').catch((e: unknown) =>
    console.error('Could not clear the sync connection', e),
  );
}

export const assignErrorMessage = (message: string) =>
  `There was an error while assigning the account: ${message}`;
