/* The payable's own fields in Editar (decision 395): bank, category, payment and purchase type,
   prefilled from the row. The device and the server refuse a change to or from Crédito. A
   receivable's own field (issue 32): the optional bank the money lands in. */
import { useMemo } from 'react';
import { useCollection } from '../../data/live.ts';
import { PAGAMENTOS, TIPOS_COMPRA } from '../../domain/listas.ts';
import { msg } from '../../domain/messages.ts';
import { CAMPOS_TITULO } from '../../domain/messages-campos.ts';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import type { TituloRow } from './titulo-cells.tsx';

/** What the modal keeps of them, as the route names them. */
export interface CamposLancamento { banco: string; categorias: string; pagamento: string; tipo_lancamento: string }

const PAGAMENTO = PAGAMENTOS.map((p) => ({ value: p, label: p }));
const TIPO_LANCAMENTO = TIPOS_COMPRA.map((t) => ({ value: t, label: t }));

/** The row's values when it is a payable (it has a payment); null for a receivable. */
export function camposDoLancamento(row: TituloRow): CamposLancamento | null {
  const texto = (key: string): string => { const value: unknown = Reflect.get(row, key); return typeof value === 'string' ? value : ''; };
  const pagamento = texto('pagamento');
  if (!pagamento) return null;
  return { banco: texto('banco_id'), categorias: texto('categoria_id'), pagamento, tipo_lancamento: texto('tipo_compra') };
}

/** A receivable's bank id ('' none); null for a payable (its bank is in camposDoLancamento). */
export function bancoDoRecebivel(row: TituloRow): string | null {
  if (camposDoLancamento(row)) return null;
  const banco: unknown = Reflect.get(row, 'banco_id');
  return typeof banco === 'string' ? banco : '';
}

function useBancos() {
  const { rows } = useCollection('bancos');
  return useMemo(() => rows.map((b) => ({ value: b.id, label: b.banco })), [rows]);
}

/** The receivable's bank: blank ("Nenhum") moves no bank's saldo (decision 402). */
export function EditarRecebivelBanco({ value, onChange, error }: { value: string; onChange: (banco: string) => void; error?: string }) {
  return (
    <Field label="Banco (opcional)" error={error}>
      <Select value={value} options={useBancos()} placeholder="Nenhum" onChange={onChange} />
    </Field>
  );
}

interface Props {
  value: CamposLancamento;
  onChange: (value: CamposLancamento) => void;
  errors: Readonly<Record<string, string | undefined>>;
}

export function EditarLancamentoCampos({ value, onChange, errors }: Props) {
  const bancos = useBancos();
  const { rows: categoriasRows } = useCollection('categorias');
  const categorias = useMemo(() => categoriasRows.map((c) => ({ value: c.id, label: c.descricao })), [categoriasRows]);
  const set = (key: keyof CamposLancamento) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <div className="grid grid-cols-2 gap-x-3">
      <Field label={CAMPOS_TITULO.pagamento} error={errors.pagamento}><Select value={value.pagamento} options={PAGAMENTO} onChange={set('pagamento')} /></Field>
      <Field label="Banco" error={errors.banco}><Select value={value.banco} options={bancos} onChange={set('banco')} /></Field>
      <Field label="Categoria" error={errors.categorias}>
        <Select value={value.categorias} options={categorias} placeholder={msg.categoria.semCategoria} onChange={set('categorias')} />
      </Field>
      <Field label={CAMPOS_TITULO.tipoLancamento} error={errors.tipo_lancamento}>
        <Select value={value.tipo_lancamento} options={TIPO_LANCAMENTO} onChange={set('tipo_lancamento')} />
      </Field>
    </div>
  );
}
