/* 'Filtro de Entradas e Reservas': status, type and a date range (issue 13). Applying keeps the
   choice until Limpar Filtro; a range whose end comes before its start is refused. */
import { useState } from 'react';
import { FILTRO_ENTRADAS_VAZIO } from '../../domain/filtro-entradas.ts';
import type { FiltroEntradas } from '../../domain/filtro-entradas.ts';
import { STATUS_ENTRADA, TIPOS_ENTRADA } from '../../domain/listas.ts';
import { msg } from '../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Select } from '../../ui/select.tsx';

interface FiltroEntradasModalProps {
  open: boolean;
  atual: FiltroEntradas;
  onAplicar: (filtro: FiltroEntradas) => void;
  onClose: () => void;
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function FiltroEntradasModal({ open, atual, onAplicar, onClose }: FiltroEntradasModalProps) {
  const [form, setForm] = useState<FiltroEntradas>(atual);
  const [erro, setErro] = useState<string | undefined>();
  const set = <K extends keyof FiltroEntradas>(key: K, value: FiltroEntradas[K]) => setForm((f) => ({ ...f, [key]: value }));

  function aplicar() {
    if (form.de && form.ate && form.ate < form.de) return setErro(msg.ux.finalData);
    setErro(undefined);
    onAplicar(form);
  }

  return (
    <Modal open={open} onClose={onClose} title={msg.ux.filtroEntradas}>
      <form onSubmit={(e) => { e.preventDefault(); aplicar(); }}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Status">
            <Select value={form.status} onChange={(v) => set('status', v as FiltroEntradas['status'])} options={options(STATUS_ENTRADA)} placeholder={msg.ux.todos} />
          </Field>
          <Field label="Tipo">
            <Select value={form.tipo} onChange={(v) => set('tipo', v as FiltroEntradas['tipo'])} options={options(TIPOS_ENTRADA)} placeholder={msg.ux.todos} />
          </Field>
          <Field label={msg.ux.dataDe}>
            <DateInput value={form.de} onChange={(v) => set('de', v)} />
          </Field>
          <Field label={msg.ux.dataAte} error={erro}>
            <DateInput value={form.ate} onChange={(v) => set('ate', v)} />
          </Field>
        </div>
        <div className="mt-2 flex justify-end gap-2">
          <Button onClick={() => { setForm(FILTRO_ENTRADAS_VAZIO); setErro(undefined); }}>{msg.ux.limparFiltro}</Button>
          <Button type="submit" variant="primary">{msg.ux.aplicar}</Button>
        </div>
      </form>
    </Modal>
  );
}
