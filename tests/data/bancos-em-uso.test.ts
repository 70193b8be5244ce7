/* "Bank in use" is one list (issue 12 item 8, decision 204): every table whose rows name a bank
   is in TABELAS_COM_BANCO, so the device refuses at once, offline too, the deletion the server
   would refuse. A fund's bank, a trade's broker and a statement's bank count like a posting's. */
import 'fake-indexeddb/auto';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarOperacao } from '../../src/data/acoes.ts';
import { deletarBancos } from '../../src/data/bancos.ts';
import { importarExtrato } from '../../src/data/extratos.ts';
import { cadastrarFundo } from '../../src/data/fundos.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { cadastrarTransferencia } from '../../src/data/transferencias.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { TABELAS_COM_BANCO } from '../../src/domain/banco.ts';
import { msg } from '../../src/domain/messages.ts';
import * as schema from '../../server/db/schema.ts';
import { novoBanco, online, tag } from './cenarios/apoio.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

const OFX = `OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-10.00<FITID>F1<MEMO>Tarifa</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('a bank in use', () => {
  it('every table with a foreign key to bancos is in TABELAS_COM_BANCO, with its column', () => {
    const exportados: unknown[] = Object.values(schema);
    const tabelas = exportados.filter((x): x is PgTable => x instanceof PgTable).map((t) => getTableConfig(t));
    const referem = tabelas.flatMap((t) => t.foreignKeys.map((fk) => fk.reference())
      .filter((r) => getTableConfig(r.foreignTable).name === 'bancos')
      .map((r) => `${t.name}.${r.columns[0]!.name}`));
    expect(Object.entries(TABELAS_COM_BANCO).flatMap(([tabela, colunas]) => colunas.map((coluna) => `${tabela}.${coluna}`)).sort()).toEqual(referem.sort());
  });

  const usos = {
    fundo: (banco: string) => cadastrarFundo({ nome: `FI ${tag()}`, cnpj: '11222333000181', classe: 'Multimercado', banco_id: banco, status: 'Ativo' }),
    operacao: (banco: string) => cadastrarOperacao({
      id: uuidv7(), ticker: 'VALE3', modalidade: 'Swing trade', classe: 'Ação', custos: '5.00', irrf: '', data: '2026-03-02',
      tipo: 'Compra', quantidade: '100', preco: '37.51', corretora_id: banco,
    }),
    extrato: (banco: string) => importarExtrato(new File([OFX], 'extrato.ofx'), banco),
    // Issue 32: either side of a transfer.
    transferencia: async (banco: string) => cadastrarTransferencia({ de: await novoBanco(), para: banco, valor: '10.00', data: '2026-03-02' }),
  };

  for (const [nome, usar] of Object.entries(usos)) {
    it(`a bank used by a ${nome} is refused on the device, offline, before anything is queued`, { timeout: 60_000 }, async () => {
      // A device that has synced once (the writes read the local lists after the first pull).
      expect(await pullAll(real.db)).toBe('ok');
      const banco = await novoBanco();
      await online(usar(banco));
      expect(await pullAll(real.db)).toBe('ok');
      real.server.offline = true;
      expect(await deletarBancos([banco])).toMatchObject({ kind: 'invalid', message: msg.banco.emUso });
      expect(await listEntries(real.db)).toEqual([]);
    });
  }
});
