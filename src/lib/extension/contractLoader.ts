// The contract's schemas use the full zod API; they load on the first call to the extension
// instead of sitting in the entry chunk (issue 13). Types come from ./contract at no cost.
type Contract = typeof import('./contract');

let loading: Promise<Contract> | undefined;

/** The contract module, downloaded once; a failed download is tried again on the next call. */
export function loadContract(): Promise<Contract> {
  loading ??= import('./contract').catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}
