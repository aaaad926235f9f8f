// A stand-in for StatusIcon that counts its renders: each queue row renders its status icon once
// per render, so the count is the number of row renders. Use it as the module's mock:
//   vi.mock('@/features/campaign-detail/components/StatusIcon', () => import('./support/countingStatusIcon'));

export const rowRenders = { count: 0 };

function countedIcon(status: number) {
  rowRenders.count += 1;
  return <span>status {status}</span>;
}

export const StatusIcon = ({ status }: { status: number }) => countedIcon(status);

export const queueStatusName = (s: number) => `status ${s}`;
