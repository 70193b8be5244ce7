// Texts of issue 11's defences: passwords, administrators, sessions, login limits and the
// cross-site request refusal. Part of `msg` (messages.ts).

export const SENHA_MINIMA = 10;

export const MSG_SEGURANCA = {
  senhaCurta: `A senha deve ter pelo menos ${SENHA_MINIMA} caracteres.`,
  campoSenhaAtual: 'Senha atual',
  senhaAtualObrigatoria: 'Informe a senha atual para trocar a sua senha.',
  senhaAtualIncorreta: 'A senha atual está incorreta.',
  somenteAdministrador: 'Somente um administrador pode alterar a senha ou o status de outro usuário.',
  origemRecusada: 'Requisição recusada: origem não permitida.',
  muitasTentativasMinutos: (minutos: number) =>
    `Muitas tentativas de login. Aguarde ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'} e tente novamente.`,
} as const;
