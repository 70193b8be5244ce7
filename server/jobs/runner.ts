/* The job runner (issue 20, decision 281): scheduled runs (cron read in America/Sao_Paulo, by
   croner), runs after relevant writes (debounced, after the response), manual runs and
   reprocessing, all as rows of automacao_execucoes. Exactly once per schedule across processes:
   every process tries to INSERT the tick's (tarefa, slot) row and only the inserting one runs it;
   a run is held by a lease renewed while it runs, so a run whose process died is taken again by
   another process's sweep (or its own after a restart), and a failed run is retried with a
   growing wait up to `maxTentativas` tries. One runner per app instance: its listeners too. */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/client.ts';
import {
  concluirExecucao, devolverExecucoes, execucoesAbertas, inserirExecucao, renovarLease, tomarExecucao,
} from '../repositories/automacao-execucoes.ts';
import type { NovaExecucao } from '../repositories/automacao-execucoes.ts';
import type { EventoAutomacao, OuvinteAutomacao, Tarefa } from './tarefa.ts';

export const FUSO = 'America/Sao_Paulo';

export interface OpcoesRunner {
  /** Schedules, the sweep and change-triggered runs; off, only asked-for runs happen (tests). */
  ligado: boolean;
  leaseMs: number;
  varreduraMs: number;
  debounceMs: number;
  maxTentativas: number;
  /** Wait before the 2nd try; doubled for each further one. */
  esperaBaseMs: number;
}

export const OPCOES_PADRAO: OpcoesRunner = {
  ligado: true, leaseMs: 120_000, varreduraMs: 30_000, debounceMs: 1_000, maxTentativas: 3, esperaBaseMs: 60_000,
};

/** A scheduled tick missed while no process ran is run at start if it is this recent. */
const RECUPERAR_MS = 26 * 60 * 60 * 1000;
const MAX_TIMEOUT = 2_147_000_000;
const PRAZO_PARADA_MS = 10_000;

export interface Registro { info(o: object, m: string): void; error(o: object, m: string): void }

export interface Runner {
  /** Adds a task (before or after start). */
  registrar(tarefa: Tarefa): void;
  /** Adds a listener of this instance's automation events. */
  aoEvento(ouvinte: OuvinteAutomacao): void;
  emitir(evento: EventoAutomacao): Promise<void>;
  readonly dono: string;
  readonly opcoes: OpcoesRunner;
  tarefas(): readonly Tarefa[];
  proximaExecucao(nome: string, depois?: Date): Date | null;
  /** Records a pending run (inside the caller's transaction when given one); the sweep runs it. */
  novaExecucao(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], nome: string, origem: NovaExecucao['origem'], slot?: string): Promise<string>;
  /** Takes and runs every run that may be taken now (pending, orphaned, due for a retry). */
  varrer(): Promise<void>;
  /** A relevant write happened: one run after `debounceMs` of quiet. */
  disparar(nome: string): void;
  iniciar(): Promise<void>;
  parar(opcoes?: { devolver?: boolean }): Promise<void>;
}

export function criarRunner(db: Db, opcoesParciais: Partial<OpcoesRunner>, log: Registro): Runner {
  const opcoes: OpcoesRunner = { ...OPCOES_PADRAO, ...opcoesParciais };
  const dono = `${process.pid}:${randomUUID()}`;
  const tarefas = new Map<string, Tarefa>();
  const ouvintes: OuvinteAutomacao[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const debounces = new Map<string, NodeJS.Timeout>();
  const emCurso = new Set<Promise<void>>();
  let parado = true;
  let varrendo: Promise<void> | null = null;
  let varrerDeNovo = false;

  const cron = (t: Tarefa) => (t.agenda ? new Cron(t.agenda, { timezone: FUSO, paused: true }) : null);

  const emitir = async (evento: EventoAutomacao) => {
    for (const ouvinte of ouvintes) {
      try {
        await ouvinte(db, evento);
      } catch (error) {
        log.error({ err: error, evento: evento.tipo }, 'automação: ouvinte falhou');
      }
    }
  };

  async function executar(id: string): Promise<void> {
    const tomada = await tomarExecucao(db, id, dono, opcoes.leaseMs, opcoes.maxTentativas);
    if (!tomada) return;
    const tarefa = tarefas.get(tomada.tarefa);
    // The lease is renewed while the run lasts; a stopped (or dead) process renews nothing.
    const batida = setInterval(() => { void renovarLease(db, id, dono, opcoes.leaseMs).catch(() => undefined); }, Math.max(opcoes.leaseMs / 3, 50));
    timers.add(batida);
    try {
      if (!tarefa) throw new Error(`tarefa desconhecida: ${tomada.tarefa}`);
      // The run's id travels beside the contract's fields (tarefa-faturas.ts execucaoDe reads it).
      const contexto = { db, agora: tomada.agendadaPara, execucao: id };
      const resumo = await tarefa.executar(contexto);
      clearInterval(batida);
      timers.delete(batida);
      await concluirExecucao(db, id, dono, tomada.tentativas, { status: 'sucesso', mensagem: resumo || 'Concluída.' });
    } catch (error) {
      clearInterval(batida);
      timers.delete(batida);
      const mensagem = error instanceof Error ? error.message : String(error);
      const ultima = tomada.tentativas >= opcoes.maxTentativas;
      const esperaMs = opcoes.esperaBaseMs * 2 ** (tomada.tentativas - 1);
      log.error({ err: error, tarefa: tomada.tarefa, tentativa: tomada.tentativas }, 'automação: execução falhou');
      const registrada = await concluirExecucao(db, id, dono, tomada.tentativas, { status: 'falha', mensagem, esperaMs }).catch(() => false);
      if (registrada && ultima) await emitir({ tipo: 'falha_automacao', tarefa: tomada.tarefa, mensagem });
      if (registrada && !ultima && !parado) agendarVarredura(esperaMs);
    }
  }

  function acompanhar(trabalho: Promise<void>): Promise<void> {
    const p = trabalho.catch((error: unknown) => { log.error({ err: error }, 'automação: erro do executor'); });
    emCurso.add(p);
    void p.finally(() => emCurso.delete(p));
    return p;
  }

  async function umaVarredura(): Promise<void> {
    for (;;) {
      varrerDeNovo = false;
      const ids = await execucoesAbertas(db, opcoes.maxTentativas);
      for (const id of ids) await executar(id);
      if (!varrerDeNovo && ids.length === 0) return;
      if (!varrerDeNovo && ids.length < 20) return;
    }
  }

  const varrer = (): Promise<void> => {
    if (varrendo) {
      varrerDeNovo = true;
      return varrendo;
    }
    varrendo = acompanhar(umaVarredura()).finally(() => { varrendo = null; });
    return varrendo;
  };

  function agendarVarredura(ms: number) {
    const t = setTimeout(() => { timers.delete(t); void varrer(); }, Math.min(ms + 10, MAX_TIMEOUT));
    timers.add(t);
  }

  async function novaExecucao(q: Parameters<Runner['novaExecucao']>[0], nome: string, origem: NovaExecucao['origem'], slot?: string): Promise<string> {
    const id = uuidv7();
    const inserida = await inserirExecucao(q, { id, tarefa: nome, slot: slot ?? `${origem}:${id}`, origem, agendadaPara: new Date() });
    return inserida ? id : '';
  }

  /** The tick's run: only the process whose INSERT wins runs it. */
  async function tique(tarefa: Tarefa, quando: Date): Promise<void> {
    const id = uuidv7();
    const inserida = await inserirExecucao(db, { id, tarefa: tarefa.nome, slot: quando.toISOString(), origem: 'agenda', agendadaPara: quando });
    if (inserida) await executar(id);
  }

  function armar(tarefa: Tarefa) {
    const c = cron(tarefa);
    if (!c || parado) return;
    const proxima = c.nextRun(new Date());
    if (!proxima) return;
    const espera = proxima.getTime() - Date.now();
    const t = setTimeout(() => {
      timers.delete(t);
      if (parado) return;
      if (espera > MAX_TIMEOUT) { armar(tarefa); return; }
      void acompanhar(tique(tarefa, proxima));
      armar(tarefa);
    }, Math.max(0, Math.min(espera, MAX_TIMEOUT)));
    timers.add(t);
  }

  return {
    dono,
    opcoes,
    registrar(tarefa) {
      tarefas.set(tarefa.nome, tarefa);
      if (!parado && opcoes.ligado) armar(tarefa);
    },
    aoEvento(ouvinte) { ouvintes.push(ouvinte); },
    emitir,
    tarefas: () => [...tarefas.values()],
    proximaExecucao(nome, depois = new Date()) {
      const tarefa = tarefas.get(nome);
      const c = tarefa && cron(tarefa);
      return c ? c.nextRun(depois) : null;
    },
    novaExecucao,
    varrer,
    disparar(nome) {
      if (parado || !opcoes.ligado || !tarefas.has(nome)) return;
      const anterior = debounces.get(nome);
      if (anterior) clearTimeout(anterior);
      const t = setTimeout(() => {
        debounces.delete(nome);
        void acompanhar(novaExecucao(db, nome, 'mudanca').then(() => varrer()));
      }, opcoes.debounceMs);
      debounces.set(nome, t);
    },
    async iniciar() {
      parado = false;
      if (!opcoes.ligado) return;
      for (const tarefa of tarefas.values()) {
        armar(tarefa);
        // The last tick, if no process ran it (the server was down): run it now, once.
        const anterior = cron(tarefa)?.previousRuns(1, new Date())[0];
        if (anterior && Date.now() - anterior.getTime() < RECUPERAR_MS) void acompanhar(tique(tarefa, anterior));
      }
      const sweep = setInterval(() => { void varrer(); }, opcoes.varreduraMs);
      timers.add(sweep);
      void varrer();
    },
    async parar({ devolver = true } = {}) {
      parado = true;
      for (const t of timers) { clearTimeout(t); clearInterval(t); }
      timers.clear();
      for (const t of debounces.values()) clearTimeout(t);
      debounces.clear();
      if (!devolver) return;
      // A graceful stop lets runs finish for a while, then hands the unfinished ones back.
      let espera: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...emCurso]), new Promise((r) => { espera = setTimeout(r, PRAZO_PARADA_MS); })]);
      clearTimeout(espera);
      await devolverExecucoes(db, dono).catch(() => undefined);
    },
  };
}
