/* 'Cadastrar Usuário' and 'Editar Usuário' (SPEC §2, §4, §5): Nome, Email, Login (reduced live to
   lowercase letters and digits), Senha with show/hide (optional on edit: placeholder Opcional),
   Ativo/Inativo (default Ativo). After a successful save the dialog closes 900 ms later.
   Editing yourself adds Senha atual, required to change your own password (decision 133). */
import { useEffect, useRef, useState } from 'react';
import { USER_MODAL_CLOSE_MS } from '../../domain/list.ts';
import { msg } from '../../domain/messages.ts';
import { EditarUsuarioSchema, NovoUsuarioSchema, normalizarLogin } from '../../domain/usuario.ts';
import { PERFIS } from '../../domain/listas.ts';
import type { Perfil } from '../../domain/listas.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarUsuario, editarUsuario } from '../../data/usuarios.ts';
import type { UsuarioEdicao } from '../../data/usuarios.ts';
import { currentUser } from '../../data/session.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { SenhaInput } from './senha-input.tsx';

interface UsuarioForm {
  name: string;
  email: string;
  login: string;
  password: string;
  current_password: string;
  status: boolean;
  perfil: Perfil;
}

const EMPTY: UsuarioForm = { name: '', email: '', login: '', password: '', current_password: '', status: true, perfil: 'administrador' };
const FIELDS = ['name', 'email', 'login', 'password', 'current_password', 'perfil', 'status'] as const;
const PERFIL_OPCOES = PERFIS.map((p) => ({ value: p, label: p === 'administrador' ? msg.perfis.administrador : msg.perfis.operador }));

export function CadastrarUsuarioModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <UsuarioFormModal open={open} onClose={onClose} initial={EMPTY} editing={null} />;
}

export function EditarUsuarioModal({ usuario, onClose }: { usuario: UsuarioEdicao | null; onClose: () => void }) {
  if (!usuario) return null;
  const initial = { name: usuario.name, email: usuario.email, login: usuario.login, password: '', current_password: '', status: usuario.status, perfil: usuario.perfil };
  // Keyed by user: each edit starts from the user as loaded.
  return <UsuarioFormModal key={usuario.id} open onClose={onClose} initial={initial} editing={usuario} />;
}

interface FormModalProps {
  open: boolean;
  onClose: () => void;
  initial: UsuarioForm;
  editing: UsuarioEdicao | null;
}

function UsuarioFormModal({ open, onClose, initial, editing }: FormModalProps) {
  const errors = useFormErrors();
  const [form, setForm] = useState<UsuarioForm>(initial);
  const [busy, setBusy] = useState(false);
  const dirty = open && (Object.keys(initial) as (keyof UsuarioForm)[]).some((key) => form[key] !== initial[key]);
  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function change<K extends keyof UsuarioForm>(key: K, value: UsuarioForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  }

  function close() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setClosing(false);
    onClose();
  }

  // Your own password is changed only with the current one; the server checks it too.
  const proprio = editing !== null && editing.id.toLowerCase() === currentUser()?.id.toLowerCase();

  async function submit() {
    if (closing) return;
    const { current_password: atual, ...rest } = form;
    const input = editing ? { ...rest, ...(proprio ? { current_password: atual } : {}), version: editing.version } : rest;
    const checked = validate(editing ? EditarUsuarioSchema : NovoUsuarioSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    if (proprio && form.password !== '' && atual === '') {
      return errors.fail({ current_password: [msg.seguranca.senhaAtualObrigatoria] });
    }
    setBusy(true);
    const outcome = editing ? await editarUsuario(editing.id, input) : await cadastrarUsuario(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: FIELDS,
      successFallback: editing ? msg.usuario.atualizado : msg.usuario.cadastrado,
      errorFallback: editing ? msg.usuario.erroSalvar : msg.usuario.erroCadastrar,
    });
    if (!saved) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      if (!editing) setForm(EMPTY);
      errors.reset();
      close();
    }, USER_MODAL_CLOSE_MS);
  }

  const e = errors.errors;
  return (
    <FormModal open={open} onClose={close} title={editing ? 'Editar Usuário' : 'Cadastrar Usuário'} busy={busy}
      submitLabel={editing ? 'Salvar' : 'Cadastrar'} onSubmit={() => void submit()}>
      <Field label="Nome" error={e.name}>
        <TextInput value={form.name} onChange={(v) => change('name', v)} autoFocus autoComplete="off" maxLength={120} />
      </Field>
      <Field label="Email" error={e.email}>
        <TextInput type="email" value={form.email} onChange={(v) => change('email', v)} autoComplete="off" maxLength={254} />
      </Field>
      <Field label="Login" error={e.login}>
        <TextInput value={form.login} onChange={(v) => change('login', normalizarLogin(v))} autoComplete="off" maxLength={60} />
      </Field>
      <Field label="Senha" error={e.password}>
        <SenhaInput value={form.password} onChange={(v) => change('password', v)} placeholder={editing ? msg.comum.opcional : undefined} />
      </Field>
      {proprio && (
        <Field label={msg.seguranca.campoSenhaAtual} error={e.current_password}>
          <SenhaInput value={form.current_password} onChange={(v) => change('current_password', v)} />
        </Field>
      )}
      <Field label={msg.perfis.perfil} error={e.perfil}>
        <Select value={form.perfil} onChange={(v) => change('perfil', v === 'operador' ? 'operador' : 'administrador')} options={PERFIL_OPCOES} />
      </Field>
      <Switch label={form.status ? msg.comum.ativo : msg.comum.inativo} checked={form.status} onChange={(v) => change('status', v)} className="mb-4" />
    </FormModal>
  );
}
