/* The signed-in user's perfil, read by the shell (menu, layout) at start-up: apart from
   auditoria.ts, whose reads need the HTTP client (decision 295). */
import { useRow } from './live.ts';
import { useSessionUser } from './session.ts';

/**
 * Whether the signed-in user has the perfil Administrador. Unknown (the users list not pulled yet,
 * or a server from before perfis) counts as Administrador, the default: the server still refuses
 * what an Operador may not do.
 */
export function useEhAdministrador(): boolean {
  const user = useSessionUser();
  const row = useRow('usuarios', user?.id ?? null);
  return row?.perfil !== 'operador';
}
