/* Service worker registration (DESIGN §4, registerType 'prompt'): a waiting new version is
   offered in a toast and activated only on request, never under a form with unsaved input
   (activation reloads the page). */
import { Workbox } from 'workbox-window';
import { msg } from '../domain/messages.ts';
import { hasUnsavedForm } from '../data/unsaved-form.ts';
import { showToast } from '../ui/toast.tsx';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });

  const offerUpdate = (): void => {
    showToast('info', msg.sincronizacao.novaVersao, {
      sticky: true,
      action: {
        label: msg.sincronizacao.atualizar,
        run: () => {
          if (hasUnsavedForm()) {
            showToast('warning', msg.sincronizacao.salveAntes);
            offerUpdate(); // the offer stays until the form is saved or closed
            return;
          }
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  };
  wb.addEventListener('waiting', offerUpdate);

  void wb.register().catch((error: unknown) => console.error('fluxo: service worker', error));
}
