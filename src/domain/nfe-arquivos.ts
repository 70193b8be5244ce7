/* Supplier NF-e files as the clerk drops them (issue 34 item 2, decision 419): one XML, many, or a
   .zip holding them. Each file is read with lerNFe (decision 405) and answered on its own: a
   broken file does not hide the good ones of the same drop. A .zip is opened with fflate (pure
   JavaScript, runs on the device and the server alike); its entries are bounded before anything is
   inflated (count and declared sizes), so a zip bomb is refused, not unpacked. The payable group a
   note becomes is built here too (`formularioDaNFe` + `parcelasDaNFe`), so the device and the server
   make the same rows. Pure. */
import { unzipSync } from 'fflate';
import { decodificar } from './decodificar-bytes.ts';
import { MAX_PARCELAS } from './titulo.ts';
import type { Lancamento } from './lancamento.ts';
import type { Pagamento } from './listas.ts';
import { MSG_NFE } from './messages-nfe.ts';
import { toDecimal } from './money.ts';
import { lerNFe } from './nfe.ts';
import { NFE_MAX_ARQUIVOS, NFE_MAX_BYTES_TOTAL, NFE_MAX_BYTES_XML } from './nfe-limites.ts';
import type { NFeLida } from './nfe.ts';

export interface ArquivoRecebido {
  nome: string;
  bytes: Uint8Array;
}

export type ArquivoNFe =
  /** `xml`: the note's own bytes (a zip's entry unpacked), sent alone when it is launched. */
  | { arquivo: string; ok: true; nfe: NFeLida; xml: Uint8Array }
  | { arquivo: string; ok: false; erro: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];

function ehZip(bytes: Uint8Array): boolean {
  return ZIP.every((b, i) => bytes[i] === b);
}

function lerXml(nome: string, bytes: Uint8Array): ArquivoNFe {
  if (bytes.length > NFE_MAX_BYTES_XML) return { arquivo: nome, ok: false, erro: MSG_NFE.grandeDemais };
  const texto = decodificar(bytes);
  if (texto === null) return { arquivo: nome, ok: false, erro: MSG_NFE.naoEhXml };
  const lido = lerNFe(texto);
  return lido.ok ? { arquivo: nome, ok: true, nfe: lido.nfe, xml: bytes } : { arquivo: nome, ok: false, erro: lido.erro };
}

/** The XML entries of a zip (folders and other files skipped), or the reason it cannot be opened. */
function abrirZip(nome: string, bytes: Uint8Array): ArquivoNFe[] {
  let recusa: string | null = null;
  let total = 0;
  let entradas = 0;
  let arquivos: Record<string, Uint8Array>;
  try {
    arquivos = unzipSync(bytes, {
      // Called before an entry is inflated, with its declared size: the bounds hold before any work.
      filter: (f) => {
        if (recusa || f.name.endsWith('/') || !f.name.toLowerCase().endsWith('.xml')) return false;
        entradas++;
        total += f.originalSize;
        if (entradas > NFE_MAX_ARQUIVOS) recusa = MSG_NFE.arquivosDemais(NFE_MAX_ARQUIVOS);
        else if (total > NFE_MAX_BYTES_TOTAL) recusa = MSG_NFE.zipGrandeDemais;
        return recusa === null;
      },
    });
  } catch {
    return [{ arquivo: nome, ok: false, erro: MSG_NFE.zipInvalido }];
  }
  if (recusa) return [{ arquivo: nome, ok: false, erro: recusa }];
  const xmls = Object.keys(arquivos).sort();
  if (xmls.length === 0) return [{ arquivo: nome, ok: false, erro: MSG_NFE.zipSemXml }];
  return xmls.map((entrada) => lerXml(`${nome}/${entrada}`, arquivos[entrada]!));
}

/** Every note of a drop, each read or refused by name; the same chave twice in one drop is refused the second time. */
export function lerArquivosNFe(recebidos: readonly ArquivoRecebido[]): ArquivoNFe[] {
  const lidos = recebidos.flatMap((a) => (ehZip(a.bytes) ? abrirZip(a.nome, a.bytes) : [lerXml(a.nome, a.bytes)]));
  if (lidos.length > NFE_MAX_ARQUIVOS) return [{ arquivo: recebidos[0]?.nome ?? '', ok: false, erro: MSG_NFE.arquivosDemais(NFE_MAX_ARQUIVOS) }];
  const vistas = new Set<string>();
  return lidos.map((l) => {
    if (!l.ok) return l;
    if (vistas.has(l.nfe.chave)) return { arquivo: l.arquivo, ok: false, erro: MSG_NFE.repetidaNoEnvio };
    vistas.add(l.nfe.chave);
    return l;
  });
}

/** The note's parcelas: its duplicatas, or (none) one parcela of the total due on the emission date. */
export function parcelasDaNFe(nfe: NFeLida): { vencimento: string; valor: number }[] {
  return nfe.duplicatas.length
    ? nfe.duplicatas.map((d) => ({ vencimento: d.vencimento, valor: d.valor }))
    : [{ vencimento: nfe.emissao, valor: nfe.valor_total }];
}

export interface OpcoesNFe {
  banco: string;
  categoria: string | null;
  pagamento: Pagamento;
  id_titulo: string;
  /** One id per parcela, in order. */
  ids: readonly string[];
}

/** The NF-e's refusals that the payable form's own rules would not give in words a clerk understands. */
export function problemaDaNFe(nfe: NFeLida, pagamento: Pagamento): string | null {
  if (pagamento === 'Crédito') return MSG_NFE.semCartao;
  if (parcelasDaNFe(nfe).length > MAX_PARCELAS) return MSG_NFE.duplicatasDemais(MAX_PARCELAS);
  return null;
}

/** Descrição of the group: "NF-e nº N — Emitente" (PRODUCT), cut to the form's 255 characters. */
export function descricaoDaNFe(nfe: NFeLida): string {
  return `NF-e nº ${nfe.numero} — ${nfe.emitente_nome}`.slice(0, 255);
}

/**
 * The payable creation form a note becomes (the same rules as a typed payable then apply, on the
 * device and on the server): the parcelas' sum as valor, emission date as data, due dates from
 * the duplicatas. Amounts per parcela are set afterwards by `comValoresDaNFe` (the form splits
 * evenly; a note's duplicatas need not be even).
 */
export function formularioDaNFe(nfe: NFeLida, op: OpcoesNFe): Record<string, unknown> {
  const parcelas = parcelasDaNFe(nfe);
  return {
    descricao: descricaoDaNFe(nfe), status: 'Pagar', valor: toDecimal(parcelas.reduce((s, p) => s + p.valor, 0)),
    data: nfe.emissao, tipo: 'Com Vencimento', vencimento: parcelas[0]!.vencimento,
    metodo: parcelas.length > 1 ? 'Parcelado' : 'À vista', parcela: parcelas.length > 1 ? String(parcelas.length) : null,
    pagamento: op.pagamento, banco: op.banco, categorias: op.categoria, tipo_lancamento: 'Compra',
    observacao: `Chave ${nfe.chave}`, id_titulo: op.id_titulo, ids: [...op.ids],
  };
}

/** The rows of `gerarLancamentos` with each parcela's due date and amount as the note wrote them. */
export function comValoresDaNFe(rows: readonly Lancamento[], nfe: NFeLida): Lancamento[] {
  const parcelas = parcelasDaNFe(nfe);
  return rows.map((row, i) => ({ ...row, vencimento: parcelas[i]!.vencimento, valor_parcela: parcelas[i]!.valor }));
}
