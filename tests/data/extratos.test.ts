/* Statement import and conciliação made OFFLINE on the device, then synced to the real server
   (issue 16): the lines the server stores are the device's (same ids); confirming is ONE write
   (issue 32, decision 410) that pays the matched payable on the statement's date and links it,
   on the device at once and on the server after the sync, with the same history entry. */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { confirmarSugestoes, importarExtrato, previaExtrato, sugestoesDoBanco } from '../../src/data/extratos.ts';
import type { ExtratoLocal } from '../../src/data/extratos.ts';
import { cadastrarLancamento } from '../../src/data/lancamentos.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { usarServidorReal } from './real-server.ts';

const HOJE = new Date('2026-03-10T15:00:00Z');
const OFX = readFileSync(new URL('../fixtures/extratos/ofx-sgml-quirks.ofx', import.meta.url));

const real = usarServidorReal({ hoje: HOJE });


describe('extratos offline', () => {
  it('imports and reconciles offline; after the sync the server has the same lines, the payable Pago on the statement date, and the link', { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect(await cadastrarBanco({ id: banco, banco: `Itaú ${banco.slice(-6)}`, possui_cartao: false })).toMatchObject({ kind: 'synced' });
    expect(await cadastrarLancamento({
      descricao: 'Aluguel sala centro', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, data: '2025-12-20', valor: '150.00',
      tipo: 'Com Vencimento', vencimento: '2026-01-03', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    })).toMatchObject({ kind: 'synced' });

    real.server.offline = true;
    const file = new File([OFX], 'extrato.ofx');
    expect(await importarExtrato(file, banco)).toMatchObject({ kind: 'queued', importadas: 4 });
    const locais = (await real.db.extratos.toArray()) as ExtratoLocal[];
    expect(locais).toHaveLength(4);
    // Each line keeps its statement's closing balance (LEDGERBAL 2260.10 on 31/01), as the server will (decision 426).
    expect(locais.map((e) => [e.saldo_final, e.data_saldo_final])).toEqual(Array(4).fill([226010, '2026-01-31']));
    // The same file again, still offline: every line is a duplicate already.
    const previa = await previaExtrato(file, banco);
    expect(previa.ok && previa.linhas.map((l) => l.status)).toEqual(['duplicada', 'duplicada', 'duplicada', 'duplicada']);

    const sugestoes = sugestoesDoBanco(banco, locais, await real.db.lancamentos.toArray(), await real.db.recebiveis.toArray(), new Set());
    expect(sugestoes).toHaveLength(1);
    expect(await confirmarSugestoes(sugestoes, locais)).toMatchObject({ kind: 'queued' });
    // The import and the one conciliar: no separate pay to half-succeed.
    expect((await listEntries(real.db)).map((e) => e.path)).toEqual(['/api/cadastro-importador-extrato', '/api/conciliar']);
    // On the device at once: paid on the line's day, its history entry written, the line linked.
    const local = (await real.db.lancamentos.toArray()).find((l) => l.descricao === 'Aluguel sala centro' && l.banco_id === banco)!;
    expect(local).toMatchObject({ status: 'Pago', data_pagamento: '2026-01-05', valor_pago: 15000 });
    const historicoLocal = (await real.db.pagamentos.toArray()).filter((h) => h.alvo_id === local.id);
    expect(historicoLocal).toMatchObject([{ alvo: 'lancamento', valor: 15000, data: '2026-01-05' }]);
    expect((await real.db.extratos.get(sugestoes[0]!.extrato_id))?.lancamento_id).toBe(local.id);

    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);

    const remotos = (await real.linhas('/api/extratos', 'extratos')).filter((e) => e.banco_id === banco);
    expect(remotos.map((e) => e.id).sort()).toEqual(locais.map((e) => e.id).sort());
    expect(remotos.map((e) => [e.saldo_final, e.data_saldo_final])).toEqual(Array(4).fill(['2260.10', '2026-01-31']));
    const aluguel = (await real.linhas('/api/lancamentos', 'lancamentos')).find((l) => l.descricao === 'Aluguel sala centro' && l.banco_id === banco);
    expect(aluguel).toMatchObject({ status: 'Pago', data_pagamento: '2026-01-05' });
    expect(remotos.find((e) => e.id === sugestoes[0]!.extrato_id)).toMatchObject({ lancamento_id: aluguel!.id });
    // The server's history entry is the device's (same id).
    const remoto = (await real.linhas('/api/pagamentos', 'pagamentos')).filter((h) => h.alvo_id === aluguel!.id);
    expect(remoto.map((h) => [h.id, h.data])).toEqual([[historicoLocal[0]!.id, '2026-01-05']]);
  });

  it('refuses on the device, before queueing, what the server would refuse: amounts that differ, named by the line', { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect(await cadastrarBanco({ id: banco, banco: `Inter ${banco.slice(-6)}`, possui_cartao: false })).toMatchObject({ kind: 'synced' });
    const outro = uuidv7();
    expect(await cadastrarLancamento({
      descricao: 'Outro valor', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, data: '2025-12-20', valor: '151.00',
      tipo: 'Com Vencimento', vencimento: '2026-01-03', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
      id_titulo: outro, ids: [outro],
    })).toMatchObject({ kind: 'synced' });
    expect(await importarExtrato(new File([OFX], 'extrato.ofx'), banco)).toMatchObject({ kind: 'synced' });
    real.server.offline = true;
    const locais = ((await real.db.extratos.toArray()) as ExtratoLocal[]).filter((e) => e.banco_id === banco);
    const aluguel = locais.find((e) => e.valor === -15000)!;
    const outcome = await confirmarSugestoes([{ extrato_id: aluguel.id, alvo: 'lancamento', titulo_id: outro, dias: 0, similaridade: 0, motivo: '' }], locais);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      message: 'A linha de 05/01/2026 "PAG BOLETO ALUGUEL SALA & CIA "CENTRO"" (R$ 150,00) não confere com o valor do título (R$ 151,00): nada foi conciliado.',
    });
    expect(await listEntries(real.db)).toEqual([]);
    expect((await real.db.lancamentos.get(outro))?.status).toBe('Pagar');
    real.server.offline = false;
  });
});
