/* Lets a screen open another area's creation modal (the /financeiro/cadastro header buttons)
   without features importing each other: the app registers the modals, screens ask by name. */
import { createContext, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

export type HostedModalName =
  | 'investimento' | 'entrada' | 'recebivel' | 'categoria' | 'banco' | 'fatura' | 'comprovante' | 'importacao' | 'observacao';

export interface HostedModalProps {
  open: boolean;
  onClose: () => void;
  /** What the opener pre-fills (the Observação of a list row: its entity and id). */
  contexto?: Readonly<Record<string, string>>;
}

export type ModalRegistry = Partial<Record<HostedModalName, ComponentType<HostedModalProps>>>;

interface OpenOptions {
  /** Called when the modal closes (after a save or a cancel), e.g. to reload lookups. */
  onClosed?: () => void;
  contexto?: Readonly<Record<string, string>>;
}

const OpenModalContext = createContext<(name: HostedModalName, options?: OpenOptions) => void>(() => undefined);
const RegisteredContext = createContext<ReadonlySet<HostedModalName>>(new Set());

export function ModalHost({ registry, children }: { registry: ModalRegistry; children: ReactNode }) {
  const [current, setCurrent] = useState<{ name: HostedModalName; options: OpenOptions } | null>(null);
  const open = useCallback((name: HostedModalName, options: OpenOptions = {}) => setCurrent({ name, options }), []);
  const registered = useMemo(() => new Set(Object.keys(registry) as HostedModalName[]), [registry]);
  const Current = current ? registry[current.name] : undefined;
  function close() {
    current?.options.onClosed?.();
    setCurrent(null);
  }
  return (
    <OpenModalContext.Provider value={open}>
      <RegisteredContext.Provider value={registered}>
        {children}
        {Current && <Suspense fallback={null}><Current open onClose={close} contexto={current?.options.contexto} /></Suspense>}
      </RegisteredContext.Provider>
    </OpenModalContext.Provider>
  );
}

/** Opens a registered modal by name. */
export function useOpenModal(): (name: HostedModalName, options?: OpenOptions) => void {
  return useContext(OpenModalContext);
}

/** Which modals the app has registered (a header button for a missing one is disabled). */
export function useRegisteredModals(): ReadonlySet<HostedModalName> {
  return useContext(RegisteredContext);
}
