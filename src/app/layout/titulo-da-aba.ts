/* Each browser tab names its screen (issue 33): "Lançamentos · Fluxo", not "Fluxo" on every tab,
   so a clerk with five tabs open (and the history, and the taskbar) can tell them apart. The
   screen's name is its breadcrumb's, so the tab, the heading trail and the menu cannot disagree. */
import { msg } from '../../domain/messages-shell.ts';
import { breadcrumbs } from '../menu.ts';

/** The tab's title for a signed-in path: the screen's name, then the app's. */
export function tituloDaAba(pathname: string): string {
  const tela = pathname === '/' || pathname === '' ? msg.layout.painel : breadcrumbs(pathname).at(-1)?.label ?? msg.layout.painel;
  return msg.layout.tituloAba(tela);
}
