// What the payment return says where spec 000 gives no words (docs/spec-deviations.md).

/** An error's words as a sentence: they come with or without a full stop. */
const sentence = (reason: string) => (/[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`);

export const PAYMENT_RETURN_TEXTS = {
  /** Gateway A: the plan did not start yet; the checkout is kept for Try again. */
  notStarted: (reason: string) =>
    `Your payment went through, but the plan has not started yet: ${sentence(reason)} Try again: the plan is started only once.`,
  /** Gateway A: a try that timed out, and the plan is not active either. */
  notConfirmed:
    'Your payment went through, but starting the plan was not confirmed and it is not active yet. Try again: the plan is started only once.',
  /** Gateway B after about a minute without the provider's confirmation. */
  activationPending:
    'Payment received, activation pending. Your plan starts as soon as the payment provider confirms the payment, usually within minutes, and then shows on the dashboard.',
  unmatchedTitle: 'Payment link not recognised',
  unmatched:
    'This payment return does not belong to a checkout started in this tab within the last day, so nothing was done. If you paid, check the payment: your plan shows here once the payment is confirmed.',
  /** After Check payment, gateway A: only the tab that started the checkout starts the plan. */
  unmatchedNotActiveA:
    'The plan is not active yet. To start it, open this payment link in the browser tab where you started the checkout, within a day of starting it. Otherwise contact admin.',
  /** After Check payment, gateway B: the provider's confirmation starts the plan. */
  unmatchedNotActiveB:
    'The payment is not confirmed yet. The payment provider usually confirms within minutes, and the plan starts then: check again later, or contact admin.',
  checkFailed: (reason: string) => `The payment could not be checked: ${sentence(reason)}`,
} as const;
