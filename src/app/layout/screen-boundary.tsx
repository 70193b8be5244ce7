/* Around the routed screen: the shell draws at once while a screen's chunk loads (Suspense), and
   a chunk that fails to load or a screen that throws shows a message inside the shell instead of
   blanking the page. The error belongs to its path, so navigating away clears it. A navigation
   is not a transition (decision 452): while the new screen's chunk loads, the shell shows no
   screen (the old one hidden, its updates rendered only when idle) instead of the old one. */
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { msg } from '../../domain/messages-shell.ts';

interface BoundaryProps { pathname: string; children: ReactNode; fallback?: ReactNode }
interface BoundaryState { failed: boolean; pathname: string }

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error('fluxo: tela', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <p role="alert" className="text-slate-600">{msg.comum.erroInesperado}</p>;
  }
}

export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Around a lazy part of the shell itself (the bell): a chunk that cannot load (offline before the
 * service worker has it) shows `fallback` instead of unmounting the whole app to a blank page.
 */
export function PartBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary pathname="" fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
