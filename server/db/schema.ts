/* Drizzle schema for every entity of SPEC §3, one file per area (shared columns in
   schema-colunas.ts); this file is the index every import goes through. The synced tables are
   server/sync/colecoes.ts's. */
export * from './schema-acesso.ts';
export * from './schema-cadastros.ts';
export * from './schema-escolar.ts';
export * from './schema-titulos.ts';
export * from './schema-documentos.ts';
export * from './schema-investimentos.ts';
export * from './schema-avisos.ts';
export * from './schema-sistema.ts';
export * from './schema-automacao.ts';
export * from './schema-telegram.ts';

