/* Imprimir histórico (issue 21): one aluno's every period, with its disciplinas, médias and
   carga horária, pt-BR, as a PDF (jsPDF + jspdf-autotable, loaded on demand like Relatórios',
   decision 180) and as a printable page (a self-contained HTML document, works offline). */
import { formatFrequencia, formatNota } from '../../domain/historico-escolar.ts';
import type { HistoricoAluno } from '../../domain/historico-escolar.ts';
import { formatDateBR, todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';

const CABECALHO = ['Disciplina', 'Carga (h)', 'Nota', 'Faltas', 'Resultado'];

function resumo(r: HistoricoAluno['registros'][number]): string {
  return `Situação: ${r.situacao} · Média: ${formatNota(r.media)} · Frequência: ${formatFrequencia(r.frequencia)} · Carga horária: ${r.carga_horaria} h`;
}

function totais(h: HistoricoAluno): string {
  return `Carga horária total: ${h.cargaTotal} h · Média geral (ponderada pela carga): ${formatNota(h.mediaGeral)}`;
}

export function nomeArquivo(h: HistoricoAluno): string {
  const slug = h.aluno.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
  return `historico-escolar-${slug || 'aluno'}.pdf`;
}

export async function gerarPdfHistorico(h: HistoricoAluno): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4' });
  doc.setProperties({ title: `${msg.academico.pdfTitulo} — ${h.aluno}`, language: 'pt-BR' } as Parameters<typeof doc.setProperties>[0]);
  doc.setFontSize(16);
  doc.text(msg.academico.pdfTitulo, 40, 48);
  doc.setFontSize(11);
  doc.text(`Aluno: ${h.aluno}`, 40, 70);
  doc.setFontSize(9);
  doc.text(msg.academico.pdfEmitido(formatDateBR(todayISO())), 40, 86);
  let y = 106;
  for (const r of h.registros) {
    doc.setFontSize(11);
    doc.setFont('helvetica', 'bold');
    doc.text(`${r.periodo} — ${r.curso} — ${r.instituicao}`, 40, y);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.text(resumo(r), 40, y + 14);
    autoTable(doc, {
      startY: y + 22,
      head: [CABECALHO],
      body: r.disciplinas.length
        ? r.disciplinas.map((d) => [d.nome, String(d.carga), formatNota(d.nota), String(d.faltas), d.resultado])
        : [[msg.academico.semDisciplinas, '', '', '', '']],
      styles: { fontSize: 9 },
      headStyles: { fillColor: [15, 23, 42] },
      columnStyles: { 1: { halign: 'right' }, 2: { halign: 'right' }, 3: { halign: 'right' } },
      margin: { left: 40, right: 40 },
    });
    y = (doc as typeof doc & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 28;
    if (y > 760) {
      doc.addPage();
      y = 48;
    }
  }
  doc.setFontSize(10);
  doc.setFont('helvetica', 'bold');
  doc.text(totais(h), 40, Math.min(y, 800));
  return doc.output('blob');
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The printable page: plain HTML with its own print styles, so it prints as the PDF reads. */
export function paginaImpressao(h: HistoricoAluno): string {
  const periodos = h.registros.map((r) => `
    <section>
      <h2>${esc(r.periodo)} — ${esc(r.curso)} — ${esc(r.instituicao)}</h2>
      <p>${esc(resumo(r))}</p>
      <table>
        <thead><tr>${CABECALHO.map((c) => `<th>${c}</th>`).join('')}</tr></thead>
        <tbody>${r.disciplinas.length
          ? r.disciplinas.map((d) => `<tr><td>${esc(d.nome)}</td><td class="n">${d.carga}</td><td class="n">${formatNota(d.nota)}</td><td class="n">${d.faltas}</td><td>${esc(d.resultado)}</td></tr>`).join('')
          : `<tr><td colspan="5">${msg.academico.semDisciplinas}</td></tr>`}</tbody>
      </table>
    </section>`).join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${esc(`${msg.academico.pdfTitulo} — ${h.aluno}`)}</title>
<style>
body{font:12px/1.4 system-ui,sans-serif;color:#0f172a;margin:24px}h1{font-size:20px;margin:0}h2{font-size:14px;margin:20px 0 4px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:4px 6px;text-align:left}th{background:#0f172a;color:#fff}
td.n{text-align:right}section{break-inside:avoid}.total{margin-top:20px;font-weight:600}@page{size:A4;margin:15mm}
@media print{body{margin:0}}
</style></head><body>
<h1>${msg.academico.pdfTitulo}</h1>
<p><strong>Aluno:</strong> ${esc(h.aluno)}<br>${msg.academico.pdfEmitido(formatDateBR(todayISO()))}</p>
${periodos}
<p class="total">${esc(totais(h))}</p>
</body></html>`;
}

/** Opens the printable page in a new tab (the browser's dialog prints it or saves it as PDF). */
export function abrirImpressao(h: HistoricoAluno): boolean {
  const url = URL.createObjectURL(new Blob([paginaImpressao(h)], { type: 'text/html;charset=utf-8' }));
  // Same origin (a blob of this page): the page asks its print dialog once loaded. The app's CSP
  // forbids inline scripts, which the blob document inherits, so the opener does it.
  const aberta = window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  if (!aberta) return false;
  aberta.addEventListener('load', () => aberta.print(), { once: true });
  return true;
}
