/* Portuguese texts of the backup, restore and migration commands (decision 385), with the other
   texts in src/domain; only the server and its command-line tools say them. */
export const msgBackup = {
  concluido: (pasta: string, linhas: number, arquivos: number, ms: number) =>
    `Cópia de segurança gravada em ${pasta}: ${linhas} linhas, ${arquivos} arquivos de comprovantes, em ${(ms / 1000).toFixed(1)} s.`,
  naoEhBackup: (pasta: string) => `${pasta} não é uma cópia de segurança do Fluxo (falta o manifesto.json ou ele é de outro formato).`,
  versaoMaisNova: (migracoes: string[]) =>
    `A cópia de segurança é de uma versão mais nova do Fluxo (migrações desconhecidas: ${migracoes.join(', ')}). Atualize o Fluxo antes de restaurá-la.`,
  destinoComDados: (tabelas: string[]) =>
    `O banco de destino já tem dados (${tabelas.join(', ')}). Nada foi alterado. Para substituir tudo pelo conteúdo da cópia, repita com --substituir.`,
  alvoComDados: (tabelas: string[]) =>
    `O PostgreSQL de destino já tem dados (${tabelas.join(', ')}). Nada foi alterado: a migração só é feita para um banco vazio.`,
  divergencia: (tabela: string, esperado: string, obtido: string) =>
    `A conferência falhou na tabela ${tabela}: esperado ${esperado}, obtido ${obtido}. Nada foi gravado.`,
  arquivoDivergente: (nome: string) => `O comprovante ${nome} da cópia não confere com o manifesto (tamanho ou SHA-256). Nada foi gravado.`,
  restaurado: (destino: string, linhas: number, arquivos: number) =>
    `Cópia restaurada em ${destino}: ${linhas} linhas e ${arquivos} comprovantes conferidos. O servidor já pode ser iniciado.`,
  usoRestore: 'Uso: restore <pasta-da-cópia> [--substituir]  (restaura em DATA_DIR, ou em DATABASE_URL quando definida; com o servidor parado)',
  usoMigrar: 'Uso: migrar-postgres <DATABASE_URL>  (com o servidor parado; lê o banco embutido de DATA_DIR)',
  migrarSemEmbutido: 'DATABASE_URL está definida: a migração parte do banco embutido em DATA_DIR. Rode sem DATABASE_URL no ambiente e passe o destino como argumento.',
  migrarServidorRodando: (dataDir: string) =>
    `O servidor do Fluxo está rodando em ${dataDir}. Pare-o antes de migrar para o PostgreSQL (a migração copia o banco parado, para que nada escrito depois se perca).`,
  migrado: (url: string) => `Migração concluída: todas as tabelas conferem. Inicie o servidor com DATABASE_URL=${url} e o mesmo DATA_DIR (os comprovantes continuam em DATA_DIR/uploads).`,
  semSenha: 'O servidor está rodando neste DATA_DIR: a cópia é pedida a ele. Defina BACKUP_SENHA (e BACKUP_LOGIN, se não for o ADMIN_LOGIN) com a senha de um Administrador.',
  servidorRecusou: (status: number, mensagem: string) => `O servidor recusou o pedido de cópia (${status}): ${mensagem}`,
  servidorInacessivel: (url: string, erro: string) => `Não foi possível falar com o servidor em ${url}: ${erro}`,
  horarioInvalido: (valor: string) => `BACKUP_HORARIO inválido (${valor}): use HH:MM, por exemplo 03:00.`,
} as const;
