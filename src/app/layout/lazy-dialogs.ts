/* React.lazy handles on shell-dialogs.tsx: one small chunk fetched the first time any opens. */
import { lazy } from 'react';
import type { ComponentType } from 'react';

const load = () => import('./shell-dialogs.tsx');

export const LazyDrawerDialog = lazy(async () => ({ default: (await load()).DrawerDialog }));
export const LazyEmConstrucaoDialog = lazy(async () => ({ default: (await load()).EmConstrucaoDialog }));
export const LazySairDialog = lazy(async () => ({ default: (await load()).SairDialog }));

/** Menu entries that open a real modal (by the menu's modal title); the others show Em construção. */
export const MENU_MODALS: Record<string, ReturnType<typeof lazy<ComponentType<{ onClose: () => void }>>>> = {
  'Relatório de Ações': lazy(async () => ({ default: (await import('../../features/acoes/relatorio-acoes-modal.tsx')).RelatorioAcoesModal })),
};
