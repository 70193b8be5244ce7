import { describe, it, expect } from 'vitest';
import * as v from 'valibot';
import { FORM_ERROR_KEY, boolInput, dateInput, firstErrors, intInput, moneyInput, optionalDate, optionalText, requiredText, validate } from '../../src/domain/validation.ts';
import { idList } from '../../src/domain/id-inputs.ts';
import { enumInput, enumList } from '../../src/domain/option-inputs.ts';
import { crossRules } from '../../src/domain/cross-rules.ts';
import { parseBool, parseIdList, parseStringList } from '../../src/domain/coerce.ts';
import { msg } from '../../src/domain/messages.ts';

const A = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const B = '0190a3f0-1c2d-7e3f-8a9b-0c1d2e3f4a5c';

describe('form values read like JSON values', () => {
  it('reads booleans from checkboxes, 1/0 and words', () => {
    for (const yes of [true, 1, '1', 'true', 'on', 'TRUE']) expect(parseBool(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'off', '']) expect(parseBool(no)).toBe(false);
    expect(parseBool('talvez')).toBeNull();
    expect(parseBool(2)).toBeNull();
  });

  it('reads id lists from arrays, JSON strings and single values', () => {
    expect(parseIdList([A, B])).toEqual([A, B]);
    expect(parseIdList(JSON.stringify([A, B, A]))).toEqual([A, B]);
    expect(parseIdList(A.toUpperCase())).toEqual([A]);
    expect(parseIdList(`${A},${B}`)).toEqual([A, B]);
    expect(parseIdList('[1,')).toBeNull();
    expect(parseIdList(['x'])).toBeNull();
    expect(parseStringList(undefined)).toEqual([]);
    expect(parseStringList([{}])).toBeNull();
  });
});

describe('field schemas', () => {
  const Form = v.object({
    nome: requiredText('Nome é obrigatório.', 5),
    nota: optionalText(),
    ativo: boolInput(true),
    marcado: boolInput(),
    n: intInput('N é obrigatório.', { min: 2, max: 24, rangeMessage: 'Fora da faixa.' }),
    valor: moneyInput('Valor é obrigatório.'),
    data: dateInput('Data é obrigatória.'),
    fim: optionalDate(),
    ids: idList(),
    tipo: enumInput(['À vista', 'Parcelado'], 'Método é obrigatório.'),
    status: enumList(['Pagar', 'Pago', 'D.P.C']),
  });

  it('coerces a multipart form body', () => {
    const result = validate(Form, {
      nome: '  Ana ',
      nota: '   ',
      ativo: '0',
      marcado: 'on',
      n: '12',
      valor: '1.234,56',
      data: '05/03/2026',
      fim: '',
      ids: JSON.stringify([A]),
      tipo: 'a vista',
      status: '["Pago","d.p.c"]',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        nome: 'Ana',
        nota: null,
        ativo: false,
        marcado: true,
        n: 12,
        valor: 123456,
        data: '2026-03-05',
        fim: null,
        ids: [A],
        tipo: 'À vista',
        status: ['Pago', 'D.P.C'],
      },
    });
  });

  it('coerces a JSON body the same way', () => {
    const result = validate(Form, {
      nome: 'Ana',
      n: 12,
      valor: 1234.56,
      data: '2026-03-05',
      ids: [A],
      tipo: 'À vista',
      status: [],
    });
    expect(result.ok && result.value.valor).toBe(123456);
    expect(result.ok && result.value.ativo).toBe(true);
    expect(result.ok && result.value.marcado).toBe(false);
  });

  it('reports each field with its own message, the first one as the message', () => {
    const result = validate(Form, { nome: 'Nome longo', n: '30', valor: '0', data: '31/02/2026', ids: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(msg.comum.textoLongo(5));
    expect(firstErrors(result.errors)).toEqual({
      nome: msg.comum.textoLongo(5),
      n: 'Fora da faixa.',
      valor: msg.comum.valorPositivo,
      data: msg.comum.dataInvalida,
      ids: msg.comum.selecioneRegistro,
      tipo: 'Método é obrigatório.',
    });
  });

  it('reports a body that is not an object as a form error', () => {
    const result = validate(v.object({ a: requiredText('A.') }, msg.comum.dadosInvalidos), 'x');
    expect(result).toEqual({
      ok: false,
      errors: { [FORM_ERROR_KEY]: [msg.comum.dadosInvalidos] },
      message: msg.comum.dadosInvalidos,
    });
  });
});

describe('cross-field rules', () => {
  const Base = v.object({ a: requiredText('A é obrigatório.'), b: optionalText(), c: optionalText() });
  type Base = v.InferOutput<typeof Base>;
  const Schema = v.pipe(
    Base,
    crossRules<Base>([
      { field: 'b', uses: ['a'], check: (x) => (x.a === 'x' && !x.b ? 'B quando A é x.' : null) },
      { field: 'c', uses: [], check: (x) => (!x.c ? 'C é obrigatório.' : null) },
    ]),
  );

  it('runs rules even when an unrelated field failed', () => {
    const result = validate(Schema, {});
    expect(!result.ok && result.errors).toEqual({ a: ['A é obrigatório.'], c: ['C é obrigatório.'] });
  });

  it('reports on the rule field', () => {
    const result = validate(Schema, { a: 'x', c: 'ok' });
    expect(!result.ok && result.errors).toEqual({ b: ['B quando A é x.'] });
    expect(validate(Schema, { a: 'y', c: 'ok' }).ok).toBe(true);
  });
});
