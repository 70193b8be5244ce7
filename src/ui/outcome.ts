/* How a write's outcome reaches the user: the data layer's MutationOutcome (matched here by
   shape, since ui does not import data) becomes SPEC's toast and, when refused, field errors. */
import { msg } from '../domain/messages.ts';
import { toast } from './toast.tsx';
import type { FormErrors } from './use-form-errors.ts';

export interface OutcomeLike {
  kind: 'synced' | 'queued' | 'rejected' | 'invalid';
  message: string;
  errors?: Readonly<Record<string, readonly string[]>> | undefined;
}

interface ReportOptions {
  successFallback?: string;
  errorFallback?: string;
  form?: FormErrors;
}

/**
 * synced → success toast (the server's message); queued → info toast (saved on this device);
 * rejected → danger toast with the server's message (and its field errors); invalid → field
 * errors and 'Preencha todos os campos obrigatórios.'. True when the change was saved.
 */
export function reportOutcome(outcome: OutcomeLike, options: ReportOptions = {}): boolean {
  switch (outcome.kind) {
    case 'synced':
      toast.success(outcome.message || options.successFallback);
      return true;
    case 'queued':
      toast.info(outcome.message || msg.comum.salvoOffline);
      return true;
    case 'rejected':
      if (outcome.errors && options.form) options.form.show(outcome.errors);
      toast.danger(outcome.message || options.errorFallback || msg.comum.erroInesperado);
      return false;
    case 'invalid':
      if (options.form) options.form.fail(outcome.errors ?? {});
      else toast.danger(msg.comum.preenchaObrigatorios);
      return false;
  }
}
