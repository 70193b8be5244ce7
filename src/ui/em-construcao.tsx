/* The page for screens SPEC marks "not shown" (DESIGN §7). */
import { msg } from '../domain/messages-shell.ts';

export function EmConstrucao({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="mb-2 text-xl font-semibold text-slate-800">{title}</h1>
      <p className="text-slate-600">{msg.comum.emConstrucao}</p>
    </section>
  );
}
