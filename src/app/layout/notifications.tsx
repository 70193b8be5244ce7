/* The top bar's bell (issue 17). Its computation (reminders, the bank calendar, due dates) loads
   after the shell, so the first download stays small (decision 115); until then the bell shows
   without a badge. */
import { lazy } from 'react';
import { PartBoundary } from './screen-boundary.tsx';

const NotificationsBell = lazy(async () => ({ default: (await import('./notifications-bell.tsx')).NotificationsBell }));

function BellIcon() {
  return (
    <span className="relative rounded p-2" aria-hidden>
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
    </span>
  );
}

export function Notifications() {
  // A bell chunk that cannot load (offline on a first visit) leaves the bell without its badge,
  // never a blank page (it used to unmount the whole app).
  return <PartBoundary fallback={<BellIcon />}><NotificationsBell /></PartBoundary>;
}
