/* The alçada kept on the device (decision 446): read at sign-in and on every reconnection, a few
   seconds after (the first download goes first), so an Operador who goes offline later still has
   it. Apart from alcada.ts, loaded when it runs: the shell carries neither the write definitions
   nor ky (decision 295). */

export function manterAlcadaNoAparelho(atraso = 3_000): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const ler = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void import('./alcada.ts').then((m) => m.lembrarConfigAlcada()).catch((error: unknown) => console.error('fluxo: alçada', error));
    }, atraso);
  };
  ler();
  window.addEventListener('online', ler);
  return () => {
    if (timer) clearTimeout(timer);
    window.removeEventListener('online', ler);
  };
}
