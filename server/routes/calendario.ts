/* The bank calendar, boleto and Pix (issue 15, PRODUCT.md "Calendário, boleto and Pix"): the
   year's holidays (national, computed by the same domain function the client runs, plus the
   administrator's), the administrator's holiday writes, and the boleto / Pix readers. */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { lerBoleto } from '../../src/domain/boleto.ts';
import { calendarioDoAno, feriadosBancarios } from '../../src/domain/calendario.ts';
import { todayISO, isISODate } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { lerPix } from '../../src/domain/pix.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { deleteFeriados, feriadoNaData, feriadosDoAno, insertFeriado } from '../repositories/feriados.ts';

function campoTexto(form: Record<string, unknown>, nome: string, obrigatorio: string): string {
  const valor = form[nome];
  if (typeof valor !== 'string' || valor.trim() === '') throw new HttpError(422, obrigatorio, { errors: { [nome]: [obrigatorio] } });
  // A pasted line or code is a few hundred characters at most; a megabyte is not a boleto.
  if (valor.length > 1000) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { [nome]: [msg.comum.dadosInvalidos] } });
  return valor;
}

function anoDe(query: unknown): number {
  const ano = (query as Record<string, unknown>).ano;
  if (typeof ano !== 'string' || !/^\d{4}$/.test(ano)) throw new HttpError(422, msg.calendario.anoInvalido, { errors: { ano: [msg.calendario.anoInvalido] } });
  return Number(ano);
}

export async function calendarioRoutes(app: FastifyInstance) {
  app.get('/api/calendario', async (request) => {
    const ano = anoDe(request.query);
    return { feriados: calendarioDoAno(ano, await feriadosDoAno(app.db, ano)) };
  });

  // The administrator's holidays as a synced list (delta pulls, offline screen).
  app.get('/api/feriados', (request) => pull(request, pullDe('feriados', request)));

  rotaMutacao(app, MUTACOES.cadastrarFeriado, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarFeriado.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (feriadosBancarios(Number(input.data.slice(0, 4))).some((f) => f.data === input.data)) {
        throw new HttpError(422, msg.calendario.jaNacional, { errors: { data: [msg.calendario.jaNacional] } });
      }
      if (await feriadoNaData(tx, input.data)) throw new HttpError(422, msg.calendario.jaCadastrado, { errors: { data: [msg.calendario.jaCadastrado] } });
      const feriado = await insertFeriado(tx, { id: input.id ?? uuidv7(), data: input.data, nome: input.nome });
      if (!feriado) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.calendario.feriadoCadastrado, feriado } };
    });
  }, { config: { gestor: true } }); // Gestor area (decision 232)

  rotaMutacao(app, MUTACOES.deletarFeriados, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarFeriados.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await deleteFeriados(tx, ids);
      return { body: { message: msg.calendario.feriadosExcluidos } };
    });
  }, { config: { gestor: true } });

  // Readers: no write, same domain functions as the form. The posting date resolves the fator.
  app.post('/api/boletos/ler', async (request) => {
    const form = await readForm(request);
    const linha = campoTexto(form, 'linha', msg.boleto.obrigatoria);
    const referencia = typeof form.data === 'string' && isISODate(form.data) ? form.data : todayISO();
    const lido = lerBoleto(linha, referencia);
    if (!lido.ok) throw new HttpError(422, lido.message, { errors: { linha: [lido.message] } });
    const b = lido.value;
    return { boleto: { tipo: b.tipo, banco: b.banco, valor: b.valor === null ? null : toDecimal(b.valor), vencimento: b.vencimento, linha: b.linha } };
  });

  app.post('/api/pix/ler', async (request) => {
    const form = await readForm(request);
    const codigo = campoTexto(form, 'codigo', msg.pix.obrigatorio);
    const lido = lerPix(codigo);
    if (!lido.ok) throw new HttpError(422, lido.message, { errors: { codigo: [lido.message] } });
    const p = lido.value;
    return { pix: { chave: p.chave, nome: p.nome, cidade: p.cidade, valor: p.valor === null ? null : toDecimal(p.valor), txid: p.txid, dinamico: p.dinamico } };
  });
}
