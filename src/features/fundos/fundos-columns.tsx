/* The Fundos table (issue 19): Fundo, Classe, Banco, Cotas, Última cota, Valor atual, Aplicado,
   Rentabilidade %, Status — computed from the fund's movements by the domain (situacaoFundo). */
import { formatarCnpj } from '../../domain/cnpj.ts';
import { formatarEscala } from '../../domain/fundos.ts';
import type { LinhaFundo } from '../../domain/fundos.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL, formatValor } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';

const f = msg.fundos;

export const FUNDO_COLUMNS: readonly Column<LinhaFundo>[] = [
  { id: 'nome', header: f.colFundo, width: 200, cell: (r) => r.nome, title: (r) => `${r.nome} — ${formatarCnpj(r.cnpj)}`, priority: true },
  { id: 'classe', header: f.colClasse, width: 110, cell: (r) => r.classe },
  { id: 'banco', header: f.colBanco, width: 130, cell: (r) => r.banco ?? '' },
  { id: 'cotas', header: f.colCotas, width: 140, align: 'right', cell: (r) => formatarEscala(r.cotas) },
  { id: 'ultima_cota', header: f.colUltimaCota, width: 120, align: 'right', cell: (r) => (r.ultima_cota === null ? '—' : formatarEscala(r.ultima_cota)) },
  { id: 'valor_atual', header: f.colValorAtual, width: 140, align: 'right', cell: (r) => formatBRL(r.valor_atual), priority: true },
  { id: 'aplicado', header: f.colAplicado, width: 140, align: 'right', cell: (r) => formatBRL(r.aplicado), priority: true },
  { id: 'rentabilidade', header: f.colRentabilidade, width: 120, align: 'right', cell: (r) => (r.rentabilidade === null ? '—' : `${formatValor(r.rentabilidade)} %`) },
  { id: 'status', header: f.colStatus, width: 100, cell: (r) => r.status, priority: true },
];

export function fundoSearchKey(r: LinhaFundo): string {
  return buildSearchKey([r.nome, r.cnpj, formatarCnpj(r.cnpj), r.classe, r.banco ?? '', r.status]);
}
export const fundoId = (r: LinhaFundo) => r.id;
