/* The header buttons of /financeiro/cadastro (SPEC §2): each opens another area's creation modal
   through the modal host; a modal not built yet leaves its button disabled, 'Em construção'. */
import { msg } from '../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';
import { useOpenModal, useRegisteredModals } from '../../ui/modal-host.tsx';
import type { HostedModalName } from '../../ui/modal-host.tsx';

const BOTOES: readonly { name: HostedModalName; label: string }[] = [
  { name: 'investimento', label: 'Investimentos' },
  { name: 'entrada', label: 'Entradas e Reservas' },
  { name: 'recebivel', label: 'Recebíveis' },
  { name: 'categoria', label: 'Categorias' },
  { name: 'banco', label: 'Banco' },
  { name: 'fatura', label: 'Fatura' },
  { name: 'comprovante', label: 'Comprovante' },
  { name: 'importacao', label: 'Import. Lança.Crédito' },
];

export function CadastroHeader() {
  const open = useOpenModal();
  const registered = useRegisteredModals();
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Outros cadastros">
      {BOTOES.map(({ name, label }) => {
        const ready = registered.has(name);
        // No onClosed reload needed: banks and categories are live lists, so a new one shows at once.
        return (
          <Button key={name} onClick={() => open(name)} disabled={!ready} title={ready ? undefined : msg.comum.emConstrucao}>
            {label}
          </Button>
        );
      })}
    </div>
  );
}
