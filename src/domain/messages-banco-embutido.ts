// Texts of the embedded database's guards (server start): the DATA_DIR lock. Part of `msg`
// (messages.ts) so the server and its tests read the same words.

export const MSG_BANCO_EMBUTIDO = {
  emUso: (dataDir: string) =>
    `Outro processo do Fluxo já está usando a pasta de dados ${dataDir} (DATA_DIR). ` +
    'Encerre o outro processo ou escolha outro DATA_DIR: dois processos no mesmo banco embutido perdem dados.',
};
