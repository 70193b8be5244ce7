/* How a write's outcome reaches the user: the write's MutationOutcome (defined in domain, beside
   the write's definition) becomes SPEC's toast and, when refused, field errors. */
import { msg } from '../domain/messages.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { FORM_ERROR_KEY } from '../domain/validation.ts';
import { toast } from './toast.tsx';
import type { FormErrors } from './use-form-errors.ts';

interface ReportOptions {
  successFallback?: string;
  errorFallback?: string;
  form?: FormErrors;
  /** The fields the form shows; errors on other keys (an id, '_form') are told by the toast. */
  fields?: readonly string[];
}

function fieldErrors(errors: Readonly<Record<string, readonly string[]>> | undefined, fields: readonly string[] | undefined) {
  const out: Record<string, readonly string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (key !== FORM_ERROR_KEY && (!fields || fields.includes(key)) && messages.length > 0) out[key] = messages;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * synced → success toast (the server's message); queued → info toast (saved on this device);
 * rejected → danger toast with the server's message (and its field errors); invalid → field
 * errors under the fields and the danger toast with the message (what went wrong, not always
 * 'Preencha todos os campos obrigatórios.'). True when saved.
 */
export function reportOutcome(outcome: MutationOutcome, options: ReportOptions = {}): boolean {
  switch (outcome.kind) {
    case 'synced':
      toast.success(outcome.message || options.successFallback);
      return true;
    case 'queued':
      toast.info(outcome.message || msg.comum.salvoOffline);
      return true;
    case 'rejected': {
      const errors = fieldErrors(outcome.errors, options.fields);
      if (errors && options.form) options.form.show(errors);
      toast.danger(outcome.message || options.errorFallback || msg.comum.erroInesperado);
      return false;
    }
    case 'invalid': {
      const errors = options.form ? fieldErrors(outcome.errors, options.fields) : null;
      // The toast says what the server said ('Este login já está em uso.'), not the generic
      // 'Preencha todos os campos obrigatórios.' when every field is filled (issue 13).
      if (errors && options.form) options.form.show(errors);
      const missing = errors !== null && Object.values(errors).flat().some((text) => /obrigatóri/i.test(text));
      toast.danger(missing ? msg.comum.preenchaObrigatorios : outcome.message || options.errorFallback || msg.comum.erroInesperado);
      return false;
    }
  }
}
