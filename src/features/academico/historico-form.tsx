/* The Histórico Escolar form (issue 21), for Cadastro and for Editar: the record's fields and an
   editable disciplinas grid. Keyboard: Tab walks the grid row by row; Enter in a grid cell adds a
   new row and puts the cursor in its Nome (it never submits); Ctrl+Enter saves. The média and the
   derived carga and frequência are shown live, from the same domain function the server runs. */
import { useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { EditarHistoricoSchema, NovoHistoricoSchema, cargaTotal, formatFrequencia, formatNota, frequenciaPorFaltas, mediaPonderada } from '../../domain/historico-escolar.ts';
import { lerDisciplina } from '../../domain/historico-escolar-disciplinas.ts';
import { RESULTADOS, SITUACOES } from '../../domain/listas.ts';
import type { Disciplina, HistoricoEscolar } from '../../domain/historico-escolar-disciplinas.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarHistorico, editarHistorico } from '../../data/historicos.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';

interface LinhaGrade { chave: number; nome: string; carga: string; nota: string; faltas: string; resultado: string }

const CAMPOS = ['aluno', 'instituicao', 'curso', 'periodo', 'situacao', 'frequencia', 'carga_horaria', 'disciplinas'];
const numero = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
let proximaChave = 1;
const novaLinha = (d?: Disciplina): LinhaGrade => ({
  chave: proximaChave++, nome: d?.nome ?? '', carga: d ? String(d.carga) : '', nota: numero(d?.nota ?? null),
  faltas: d ? String(d.faltas) : '', resultado: d?.resultado ?? 'Cursando',
});

const CELULA = 'w-full rounded border border-slate-300 px-2 py-1 text-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-200 focus:outline-none';

export function HistoricoForm({ inicial, onSaved, onCancel }: { inicial?: HistoricoEscolar; onSaved?: () => void; onCancel?: () => void }) {
  const errors = useFormErrors();
  const [campos, setCampos] = useState(() => ({
    aluno: inicial?.aluno ?? '', instituicao: inicial?.instituicao ?? '', curso: inicial?.curso ?? '', periodo: inicial?.periodo ?? '',
    situacao: inicial?.situacao ?? 'Cursando', frequencia: numero(inicial?.frequencia ?? null),
    carga_horaria: inicial ? String(inicial.carga_horaria) : '',
  }));
  const [grade, setGrade] = useState<LinhaGrade[]>(() => (inicial?.disciplinas.length ? inicial.disciplinas.map(novaLinha) : [novaLinha()]));
  const [busy, setBusy] = useState(false);
  const tabela = useRef<HTMLTableSectionElement>(null);

  const set = (campo: keyof typeof campos) => (value: string) => { setCampos((c) => ({ ...c, [campo]: value })); errors.clear(campo); };
  const setLinha = (chave: number, campo: keyof LinhaGrade, value: string) => {
    setGrade((g) => g.map((l) => (l.chave === chave ? { ...l, [campo]: value } : l)));
    errors.clear('disciplinas');
  };
  function adicionar() {
    setGrade((g) => [...g, novaLinha()]);
    requestAnimationFrame(() => tabela.current?.querySelector<HTMLInputElement>('tr:last-child input')?.focus());
  }
  function remover(chave: number) {
    setGrade((g) => (g.length > 1 ? g.filter((l) => l.chave !== chave) : [novaLinha()]));
  }
  function teclaGrade(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      adicionar();
    }
  }

  // Blank rows are left out: a grid is typed with a spare row at its end.
  const linhas = grade.filter((l) => l.nome.trim() || l.nota.trim() || l.carga.trim() || l.faltas.trim());
  const entrada = () => ({ ...campos, disciplinas: linhas.map(({ nome, carga, nota, faltas, resultado }) => ({ nome, carga, nota, faltas, resultado })) });
  const lidas = linhas.map((l) => lerDisciplina(l)).filter((d): d is Disciplina => typeof d !== 'string');
  const media = mediaPonderada(lidas);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const input = inicial ? { ...entrada(), id: inicial.id } : entrada();
    const checked = validate(inicial ? EditarHistoricoSchema : NovoHistoricoSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = inicial ? await editarHistorico(input) : await cadastrarHistorico(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: CAMPOS,
      successFallback: inicial ? msg.academico.atualizado : msg.academico.cadastrado,
      errorFallback: inicial ? msg.academico.erroEditar : msg.academico.erroCadastrar,
    });
    if (!saved) return;
    if (!inicial) {
      setCampos((c) => ({ ...c, aluno: '', instituicao: '', curso: '', periodo: '', frequencia: '', carga_horaria: '' }));
      setGrade([novaLinha()]);
    }
    errors.reset();
    onSaved?.();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Histórico Escolar"
      onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void submit(); } }}>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Aluno" error={errors.errors.aluno}><TextInput value={campos.aluno} onChange={set('aluno')} maxLength={150} autoComplete="off" /></Field>
        <Field label="Instituição" error={errors.errors.instituicao}><TextInput value={campos.instituicao} onChange={set('instituicao')} maxLength={150} /></Field>
        <Field label="Curso" error={errors.errors.curso}><TextInput value={campos.curso} onChange={set('curso')} maxLength={150} /></Field>
        <Field label="Período" error={errors.errors.periodo}><TextInput value={campos.periodo} onChange={set('periodo')} placeholder="2026/1" maxLength={7} /></Field>
        <Field label="Situação" error={errors.errors.situacao}>
          <Select value={campos.situacao} onChange={set('situacao')} options={SITUACOES.map((s) => ({ value: s, label: s }))} />
        </Field>
        <Field label="Frequência (%)" error={errors.errors.frequencia}>
          <TextInput value={campos.frequencia} onChange={set('frequencia')} inputMode="decimal"
            placeholder={`pelas faltas: ${formatFrequencia(frequenciaPorFaltas(lidas))}`} />
        </Field>
        <Field label="Carga horária (h)" error={errors.errors.carga_horaria}>
          <TextInput value={campos.carga_horaria} onChange={set('carga_horaria')} inputMode="numeric" placeholder={`soma: ${cargaTotal(lidas)}`} />
        </Field>
        <div className="mb-4 flex flex-col justify-end text-sm text-slate-700">
          <span>Média (ponderada pela carga)</span>
          <output aria-label="Média" className="text-lg font-semibold text-slate-900">{formatNota(media)}</output>
        </div>
      </div>

      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-medium text-slate-700">Disciplinas</legend>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-sm" aria-label="Disciplinas">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="w-8 px-1">#</th><th className="px-1">Nome</th><th className="w-24 px-1">Carga (h)</th>
                <th className="w-20 px-1">Nota</th><th className="w-20 px-1">Faltas</th><th className="w-44 px-1">Resultado</th><th className="w-10" />
              </tr>
            </thead>
            <tbody ref={tabela}>
              {grade.map((l, i) => (
                <tr key={l.chave} onKeyDown={teclaGrade}>
                  <td className="px-1 text-slate-500">{i + 1}</td>
                  <td className="p-1"><input className={CELULA} aria-label={`Disciplina ${i + 1}: nome`} value={l.nome} maxLength={120} onChange={(e) => setLinha(l.chave, 'nome', e.target.value)} /></td>
                  <td className="p-1"><input className={`${CELULA} text-right`} aria-label={`Disciplina ${i + 1}: carga`} inputMode="numeric" value={l.carga} onChange={(e) => setLinha(l.chave, 'carga', e.target.value)} /></td>
                  <td className="p-1"><input className={`${CELULA} text-right`} aria-label={`Disciplina ${i + 1}: nota`} inputMode="decimal" value={l.nota} onChange={(e) => setLinha(l.chave, 'nota', e.target.value)} /></td>
                  <td className="p-1"><input className={`${CELULA} text-right`} aria-label={`Disciplina ${i + 1}: faltas`} inputMode="numeric" value={l.faltas} onChange={(e) => setLinha(l.chave, 'faltas', e.target.value)} /></td>
                  <td className="p-1">
                    <select className={`${CELULA} bg-white`} aria-label={`Disciplina ${i + 1}: resultado`} value={l.resultado} onChange={(e) => setLinha(l.chave, 'resultado', e.target.value)}>
                      {RESULTADOS.map((r) => <option key={r} value={r}>{r}</option>)}
                    </select>
                  </td>
                  <td className="p-1 text-center">
                    <button type="button" className="rounded px-2 text-red-700 hover:bg-red-50" aria-label={`Remover disciplina ${i + 1}`} onClick={() => remover(l.chave)}>×</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {errors.errors.disciplinas && <p role="alert" className="mt-1 text-sm text-red-700">{errors.errors.disciplinas}</p>}
        <Button className="mt-2" onClick={adicionar}>Adicionar disciplina</Button>
        <p className="mt-1 text-xs text-slate-500">Enter numa célula adiciona uma linha; Ctrl+Enter salva.</p>
      </fieldset>

      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        {onCancel && <Button onClick={onCancel} disabled={busy}>{msg.comum.cancelar}</Button>}
        <SubmitButton busy={busy}>{inicial ? 'Salvar' : 'Cadastrar'}</SubmitButton>
      </div>
    </form>
  );
}
