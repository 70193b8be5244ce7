/* A record as a person reads it where no name fits: '#' and the id's last 6 characters, never the
   raw UUID (issue 13). Usuários' ID column and Auditoria's Registro column show it. */

export function idCurto(id: string): string {
  return `#${id.replace(/-/g, '').slice(-6).toUpperCase()}`;
}
