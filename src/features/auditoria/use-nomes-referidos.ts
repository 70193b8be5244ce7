/* The names an id in the change log may stand for, from this device's synced lists (decision
   428): banks, categories and users. Null until the three lists have loaded, so a name never reads
   "(excluído)" only because its list was still on its way. */
import { useMemo } from 'react';
import type { NomesReferidos } from '../../domain/auditoria-campos.ts';
import { useCollection } from '../../data/live.ts';

export function useNomesReferidos(): NomesReferidos | null {
  const bancos = useCollection('bancos');
  const categorias = useCollection('categorias');
  const usuarios = useCollection('usuarios');
  const prontos = bancos.ready && categorias.ready && usuarios.ready;
  return useMemo(() => (prontos ? {
    bancos: new Map(bancos.rows.map((b) => [b.id, b.banco])),
    categorias: new Map(categorias.rows.map((c) => [c.id, c.descricao])),
    usuarios: new Map(usuarios.rows.map((u) => [u.id, u.name])),
  } : null), [prontos, bancos.rows, categorias.rows, usuarios.rows]);
}
