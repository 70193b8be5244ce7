/* Composes the layout with the app-wide pieces (sync status comes with the offline engine). */
import { AppLayout } from './layout/app-layout.tsx';

export function AppShell() {
  return <AppLayout />;
}
