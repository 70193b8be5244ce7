/* The creation modals any screen may open by name (see src/ui/modal-host.tsx). Loaded lazily so
   they cost nothing until opened. Each area adds its line here when its modal exists. */
import { lazy } from 'react';
import type { ModalRegistry } from '../ui/modal-host.tsx';

export const MODAL_REGISTRY: ModalRegistry = {
  recebivel: lazy(async () => ({ default: (await import('../features/cadastro/cadastro-recebivel-modal.tsx')).CadastroRecebivelModal })),
  banco: lazy(async () => ({ default: (await import('../features/bancos/cadastrar-banco-modal.tsx')).CadastrarBancoModal })),
  categoria: lazy(async () => ({ default: (await import('../features/categorias/cadastrar-categoria-modal.tsx')).CadastrarCategoriaModal })),
  fatura: lazy(async () => ({ default: (await import('../features/faturas/cadastro-fatura-modal.tsx')).CadastroFaturaModal })),
  entrada: lazy(async () => ({ default: (await import('../features/entradas/cadastro-entrada-modal.tsx')).CadastroEntradaModal })),
  investimento: lazy(async () => ({ default: (await import('../features/investimentos/cadastro-investimento-modal.tsx')).CadastroInvestimentoModal })),
  comprovante: lazy(async () => ({ default: (await import('../features/comprovantes/cadastro-comprovante-modal.tsx')).CadastroComprovanteModal })),
  observacao: lazy(async () => ({ default: (await import('../features/observacoes/cadastro-observacao-modal.tsx')).CadastroObservacaoModal })),
  importacao: lazy(async () => ({ default: (await import('../features/importacao/importacao-modal.tsx')).ImportacaoModal })),
};
