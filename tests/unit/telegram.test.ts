import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ConfigTelegramSchema, contasNoPeriodo, diasDoComando, emSilencio, fimDoSilencio, horaSP, mascararToken,
} from '../../src/domain/telegram.ts';
import { AGENDA_NACIONAL } from '../../src/domain/vencimento-efetivo.ts';

describe('the Telegram bot’s rules', () => {
  it('masks the token so it is recognisable and useless', () => {
    expect(mascararToken('123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0')).toBe('123…:AA…w0');
  });

  it('reads quiet hours in São Paulo, across midnight, and when they end', () => {
    const s = { inicio: '22:00', fim: '07:00' };
    expect(emSilencio(new Date('2026-11-25T01:30:00Z'), s)).toBe(true); // 22:30 SP
    expect(emSilencio(new Date('2026-11-25T09:59:00Z'), s)).toBe(true); // 06:59
    expect(emSilencio(new Date('2026-11-25T10:00:00Z'), s)).toBe(false); // 07:00
    expect(emSilencio(new Date('2026-11-25T15:00:00Z'), s)).toBe(false); // 12:00
    expect(emSilencio(new Date('2026-11-25T15:00:00Z'), { inicio: '12:00', fim: '13:00' })).toBe(true);
    expect(emSilencio(new Date('2026-11-25T15:00:00Z'), { inicio: null, fim: null })).toBe(false);
    expect(fimDoSilencio(new Date('2026-11-25T01:30:00Z'), s).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(horaSP(new Date('2026-11-25T11:05:00Z'))).toBe('08:05');
  });

  it('reads /vencendo N', () => {
    expect(diasDoComando('')).toBe(7);
    expect(diasDoComando(' 15 ')).toBe(15);
    expect(diasDoComando('0')).toBeNull();
    expect(diasDoComando('61')).toBeNull();
    expect(diasDoComando('sete')).toBeNull();
  });

  it('lists open payables by effective due date, the amount still due', () => {
    const contas = [
      { id: 'a', descricao: 'Sábado', valor_parcela: 1000, valor_pago: 0, vencimento: '2026-11-28' },
      { id: 'b', descricao: 'Parcial', valor_parcela: 1000, valor_pago: 400, vencimento: '2026-11-30' },
      { id: 'c', descricao: 'Sem data', valor_parcela: 1000, valor_pago: 0, vencimento: null },
    ];
    expect(contasNoPeriodo(contas, AGENDA_NACIONAL, '2026-11-30', '2026-11-30')).toEqual([
      { id: 'b', descricao: 'Parcial', efetivo: '2026-11-30', devido: 600 },
      { id: 'a', descricao: 'Sábado', efetivo: '2026-11-30', devido: 1000 },
    ]);
  });

  it('validates the configuration in Portuguese', () => {
    expect(v.safeParse(ConfigTelegramSchema, { resumo_hora: '8h' }).issues?.[0]?.message).toBe('Hora inválida: use HH:MM (ex.: 22:00).');
    expect(v.safeParse(ConfigTelegramSchema, { resumo_hora: '', token: '' }).issues?.[0]?.message).toBe('Informe o horário do resumo diário.');
    expect(v.parse(ConfigTelegramSchema, { resumo_hora: '08:00', token: '', silencio_inicio: '', silencio_fim: '' }))
      .toEqual({ resumo_hora: '08:00', token: null, silencio_inicio: null, silencio_fim: null });
  });
});
