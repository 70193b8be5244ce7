// Editar on the device (decision 395) against the real server: offline, the server's rule runs
// here first (a paid parcela or valor on the group is refused with nothing queued), an accepted
// edit shows at once and the server takes it as sent once online.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { descartarEdicaoRecusada, editarLancamento, editarRecebivel, gravarEdicaoLancamento } from '../../src/data/editar-titulos.ts';
import { cadastrarRecebivel } from '../../src/data/recebiveis.ts';
import { cadastrarLancamento, pagarLancamentos } from '../../src/data/lancamentos.ts';
import type { LocalRow } from '../../src/data/wire.ts';
import { uuidv7 } from 'uuidv7';
import { novoBanco, online, tag } from './cenarios/apoio.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal({ hoje: new Date('2026-03-06T15:00:00Z') });
let descricao = '';

beforeEach(async () => {
  descricao = `Reforma ${tag()}`;
  await online(cadastrarLancamento({
    descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: await novoBanco(), data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-31', metodo: 'Parcelado', parcela: '3', categorias: '',
    tipo_lancamento: 'Pagamento', observacao: '', valor: '300.00',
  }));
  real.server.offline = true;
});
afterEach(async () => {
  real.server.offline = false;
  expect(await real.sincronizar()).toEqual([]);
});

async function grupo(): Promise<LocalRow[]> {
  return (await real.db.lancamentos.toArray()).filter((r) => String(r.descricao).startsWith(descricao))
    .sort((a, b) => Number(a.parcela) - Number(b.parcela));
}

describe('Editar offline', () => {
  it('refuses a paid parcela and valor on the group before queueing anything', async () => {
    const [p1, p2] = await grupo();
    await pagarLancamentos([String(p1!.id)]);
    const antes = await real.db.outbox.count();
    expect(await editarLancamento({ id: p1!.id, escopo: 'parcela', descricao: 'X' })).toMatchObject({
      kind: 'invalid', message: `${descricao} (1/3): uma parcela paga não pode ser editada.`,
    });
    expect(await editarLancamento({ id: p2!.id, escopo: 'grupo', valor: '10,00' })).toMatchObject({ kind: 'invalid', errors: { valor: [expect.stringMatching(/Só esta parcela/)] } });
    expect(await real.db.outbox.count()).toBe(antes);
  });

  it('shows the group edit at once, sparing the paid parcela, and queues one entry', async () => {
    const [p1, p2] = await grupo();
    await pagarLancamentos([String(p1!.id)]);
    const antes = await real.db.outbox.count();
    const outcome = await editarLancamento({ id: p2!.id, escopo: 'grupo', descricao: `${descricao} sala` });
    expect(outcome.kind).toBe('queued');
    expect(await real.db.outbox.count()).toBe(antes + 1);
    expect((await grupo()).map((r) => [r.descricao, r.status])).toEqual([
      [descricao, 'Pago'], [`${descricao} sala`, 'Pagar'], [`${descricao} sala`, 'Pagar'],
    ]);
  });
});

describe('Editar a receivable\'s bank (issue 32)', () => {
  it('refuses an unknown bank before queueing; a known one shows at once offline and the server takes it', async () => {
    real.server.offline = false;
    const [itau, nubank] = [await novoBanco(), await novoBanco()];
    const nome = `Consultoria ${tag()}`;
    await online(cadastrarRecebivel({
      descricao: nome, status: 'Pagar', data_pagamento: '', valor: '200.00', data: '2026-03-02', tipo: 'Com Vencimento',
      vencimento: '2026-03-31', metodo: 'Parcelado', parcela: '2', observacao: '', banco: itau,
    }));
    real.server.offline = true;
    const doGrupo = async () => (await real.db.recebiveis.toArray()).filter((r) => r.descricao === nome).sort((a, b) => a.parcela - b.parcela);
    const [r1] = await doGrupo();
    const antes = await real.db.outbox.count();
    expect(await editarRecebivel({ id: r1!.id, escopo: 'grupo', banco: uuidv7() })).toMatchObject({
      kind: 'invalid', errors: { banco: ['Banco não encontrado.'] },
    });
    expect(await real.db.outbox.count()).toBe(antes);

    expect(await editarRecebivel({ id: r1!.id, escopo: 'grupo', banco: nubank })).toMatchObject({ kind: 'queued' });
    expect((await doGrupo()).map((r) => r.banco_id)).toEqual([nubank, nubank]);
    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);
    const remotos = (await real.linhas('/api/recebiveis', 'recebiveis')).filter((r) => r.descricao === nome);
    expect(remotos.map((r) => r.banco_id)).toEqual([nubank, nubank]);
  });
});

describe('Editar answers on the device\'s commit (decision 396)', () => {
  it('resolves with the row committed before the server answers; a stale edit comes back as a 409 naming its entry, dropped', async () => {
    real.server.offline = false;
    const [, p2] = await grupo();
    const aberta = Number(p2!.version);
    // Changed elsewhere (here, first) after the form opened on `aberta`.
    expect((await editarLancamento({ id: p2!.id, escopo: 'parcela', observacao: 'mudou em outro lugar' })).kind).toBe('synced');
    const gravacao = await gravarEdicaoLancamento({ id: p2!.id, escopo: 'parcela', version: aberta, descricao: `${descricao} cozinha` });
    if (gravacao.kind !== 'gravada') throw new Error(`não gravada: ${gravacao.message}`);
    let respondeu = false;
    void gravacao.resposta.then(() => { respondeu = true; });
    await Promise.resolve();
    expect(respondeu).toBe(false);
    // Committed on the device: the row shows the edit and the entry is in the outbox, answer to come.
    expect((await grupo())[1]?.descricao).toBe(`${descricao} cozinha`);
    expect((await real.db.outbox.toArray()).map((e) => e.id)).toContain(gravacao.entrada);
    const resposta = await gravacao.resposta;
    expect(resposta).toMatchObject({ kind: 'rejected', status: 409, entrada: gravacao.entrada });
    await descartarEdicaoRecusada(gravacao.entrada);
    expect(await real.db.outbox.count()).toBe(0);
    expect((await grupo())[1]).toMatchObject({ descricao, observacao: 'mudou em outro lugar' });
  });
});
