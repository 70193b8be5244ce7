/* The rateio section of the Cadastro and Editar forms (issue 35, decisions 420 and 441): shares
   of categoria and centro de custo, all by percentage or all by value; the rules (sums to 100 %
   and to the cent) are the domain's schema, run when the form is saved, its messages shown here. */
import { formatValor } from '../../domain/money.ts';
import type { ParteRateio } from '../../domain/rateio.ts';
import type { SelectOption } from '../../ui/select.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { TextInput } from '../../ui/text-input.tsx';

export type ModoRateio = 'percentual' | 'valor';
export interface ParteForm { categoria: string; centro_custo: string; quantia: string }
export interface RateioForm { modo: ModoRateio; partes: ParteForm[] }

export const RATEIO_VAZIO: RateioForm = { modo: 'percentual', partes: [] };
const PARTE_VAZIA: ParteForm = { categoria: '', centro_custo: '', quantia: '' };

/** The request's `rateio`: absent without shares (no split), else one object per share. */
export function rateioInput(rateio: RateioForm): { rateio?: Record<string, string | null>[] } {
  if (rateio.partes.length === 0) return {};
  return {
    rateio: rateio.partes.map((p) => ({ categoria: p.categoria || null, centro_custo: p.centro_custo || null, [rateio.modo]: p.quantia })),
  };
}

/** A row's stored rateio as the form shows it (Editar): '60,00' for 60 %, '740,74' for R$ 740,74. */
export function rateioDoForm(partes: readonly ParteRateio[] | null | undefined): RateioForm {
  if (!partes || partes.length === 0) return RATEIO_VAZIO;
  const modo: ModoRateio = partes[0]?.percentual !== null ? 'percentual' : 'valor';
  return {
    modo,
    partes: partes.map((p) => ({ categoria: p.categoria ?? '', centro_custo: p.centro_custo ?? '', quantia: formatValor((modo === 'percentual' ? p.percentual : p.valor) ?? 0) })),
  };
}

/** Editar's `rateio` (decision 441): absent when the split is as it was, [] when every share was removed. */
export function rateioEditado(inicial: RateioForm, atual: RateioForm): { rateio?: Record<string, string | null>[] } {
  const igual = (a: RateioForm) => JSON.stringify(a.partes.length === 0 ? [] : a);
  if (igual(inicial) === igual(atual)) return {};
  return atual.partes.length === 0 ? { rateio: [] } : rateioInput(atual);
}

/** The server's or the schema's errors with those of each share (`rateio.1.percentual`) under `rateio`, where the form shows them. */
export function errosNoRateio(errors: Readonly<Record<string, readonly string[]>> | undefined): Record<string, readonly string[]> | undefined {
  if (!errors) return errors;
  const out: Record<string, readonly string[]> = {};
  for (const [key, value] of Object.entries(errors)) {
    const campo = key.startsWith('rateio.') ? 'rateio' : key;
    out[campo] = [...(out[campo] ?? []), ...value];
  }
  return out;
}

/** The first message on the rateio or any of its shares (`rateio`, `rateio.1.percentual`…). */
export function erroRateio(errors: Readonly<Record<string, readonly string[] | string | undefined>>): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    if (key !== 'rateio' && !key.startsWith('rateio.')) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') return first;
  }
  return undefined;
}

const MODOS = [{ value: 'percentual', label: 'Por percentual' }, { value: 'valor', label: 'Por valor' }];

interface Props {
  value: RateioForm;
  onChange: (value: RateioForm) => void;
  categorias: readonly SelectOption[];
  centros: readonly SelectOption[];
  error?: string | undefined;
}

export function RateioFields({ value, onChange, categorias, centros, error }: Props) {
  const mudarParte = (i: number, campo: keyof ParteForm, texto: string) =>
    onChange({ ...value, partes: value.partes.map((p, j) => (j === i ? { ...p, [campo]: texto } : p)) });
  return (
    <fieldset className="mb-4 rounded-md border border-slate-200 p-3" aria-label="Rateio">
      <legend className="px-1 text-sm font-medium text-slate-700">Rateio</legend>
      {value.partes.length > 0 && (
        <RadioGroup label="Dividir" value={value.modo} options={MODOS} onChange={(modo) => onChange({ ...value, modo: modo as ModoRateio })} />
      )}
      {value.partes.map((parte, i) => (
        <div key={i} className="grid items-end gap-x-3 sm:grid-cols-[1fr_1fr_8rem_auto]">
          <Field label={`Categoria da parte ${i + 1}`}>
            <Select value={parte.categoria} options={categorias} placeholder="A do lançamento" onChange={(v) => mudarParte(i, 'categoria', v)} />
          </Field>
          <Field label={`Centro de custo da parte ${i + 1}`}>
            <Select value={parte.centro_custo} options={centros} placeholder="Nenhum" onChange={(v) => mudarParte(i, 'centro_custo', v)} />
          </Field>
          <Field label={value.modo === 'percentual' ? `Percentual da parte ${i + 1}` : `Valor da parte ${i + 1}`}>
            <TextInput value={parte.quantia} inputMode="decimal" autoComplete="off" placeholder={value.modo === 'percentual' ? '0,00 %' : 'R$ 0,00'}
              onChange={(v) => mudarParte(i, 'quantia', v)} />
          </Field>
          <Button className="mb-4" onClick={() => onChange({ ...value, partes: value.partes.filter((_, j) => j !== i) })}>Remover parte {i + 1}</Button>
        </div>
      ))}
      {error && <p role="alert" className="mb-2 text-sm text-red-600">{error}</p>}
      <Button onClick={() => onChange({ ...value, partes: [...value.partes, PARTE_VAZIA] })}>Adicionar parte</Button>
    </fieldset>
  );
}
