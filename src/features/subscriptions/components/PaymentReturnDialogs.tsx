import { lazy, Suspense } from 'react';
import { getRouteApi } from '@tanstack/react-router';

const dashboardRoute = getRouteApi('/shell/');

// Most dashboard visits are no payment return: the dialogs and MUI's Dialog load only for one.
const PaymentReturnDialogView = lazy(() =>
  import('./PaymentReturnDialogViews').then((m) => ({ default: m.PaymentReturnDialogView })),
);

/**
 * Spec 000 section 4 "Payment return": the checkout pages send the user back to the dashboard
 * with gateway, payment (success, cancel or failed), productId, priceId and p (the plan's name).
 */
export function PaymentReturnDialogs() {
  const { gateway, payment } = dashboardRoute.useSearch();
  if (!gateway || !payment) return null;
  return (
    <Suspense fallback={null}>
      <PaymentReturnDialogView />
    </Suspense>
  );
}
