/* The users table (SPEC §2 "Users screen"): ID, Nome, Login, E-mail, Status (Ativo green,
   Inativo red), Criado and Atualizado in pt-BR short date with medium time, N/A when missing. */
import { formatShortDateMediumTimeSP } from '../../domain/dates.ts';
import { idCurto } from '../../domain/id-curto.ts';
import { msg } from '../../domain/messages.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Linha } from '../../domain/wire-linhas.ts';
import type { Column } from '../../ui/column.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** An Operador's copy lacks the others' login, e-mail, status and perfil (issue 37 item 3). */
export type UsuarioRow = Linha<'usuarios'>;


function quando(ts: string | null | undefined): string {
  return formatShortDateMediumTimeSP(ts) || msg.comum.naoAplica;
}

export const USUARIO_COLUMNS: readonly Column<UsuarioRow>[] = [
  // SPEC's ID column shows a short, readable reference (the id's last 6 characters), never the
  // raw UUID (issue 13); the whole id stays in the data for support.
  { id: 'id', header: 'ID', width: 90, cell: (row) => <span className="font-mono text-xs text-slate-600">{idCurto(row.id)}</span>, title: () => undefined },
  { id: 'name', header: 'Nome', width: 150, cell: (row) => row.name },
  { id: 'login', header: 'Login', width: 100, cell: (row) => row.login },
  { id: 'email', header: 'E-mail', width: 190, cell: (row) => row.email },
  { id: 'status', header: 'Status', width: 90, cell: (row) => (row.status === undefined ? '' : <StatusBadge status={row.status ? msg.comum.ativo : msg.comum.inativo} />) },
  { id: 'created_at', header: 'Criado', width: 180, cell: (row) => quando(row.created_at) },
  { id: 'updated_at', header: 'Atualizado', width: 180, cell: (row) => quando(row.updated_at) },
  { id: 'perfil', header: msg.perfis.perfil, width: 120, cell: (row) => (row.perfil === undefined ? '' : row.perfil === 'operador' ? msg.perfis.operador : msg.perfis.administrador) },
];

/** SPEC §5: users are searched by name or e-mail. */
export function usuarioSearchKey(row: UsuarioRow): string {
  return buildSearchKey([row.name, row.email ?? '']);
}

export function usuarioId(row: UsuarioRow): string {
  return row.id;
}
