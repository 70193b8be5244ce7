/* The report's table as a PDF (A4 landscape when wide), with jsPDF + jspdf-autotable loaded on
   demand (≈120 KB gzip, never in the initial JavaScript; decision 180). */
import { formatValor } from '../../domain/money.ts';
import type { TabelaRelatorio } from '../../domain/relatorio-tabela.ts';

export async function gerarPdf(titulo: string, subtitulo: string, tabela: TabelaRelatorio): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: tabela.colunas.length > 4 ? 'landscape' : 'portrait', unit: 'pt', format: 'a4' });
  doc.setFontSize(14);
  doc.text(titulo, 40, 40);
  doc.setFontSize(9);
  doc.text(subtitulo, 40, 56);
  const destaques = new Set(tabela.destaques ?? []);
  autoTable(doc, {
    startY: 70,
    head: [tabela.colunas.map((c) => c.titulo)],
    body: tabela.linhas.map((linha) => linha.map((v, i) => (typeof v === 'number' && tabela.colunas[i]?.tipo === 'dinheiro' ? formatValor(v) : String(v)))),
    styles: { fontSize: 8 },
    headStyles: { fillColor: [15, 23, 42] },
    columnStyles: Object.fromEntries(tabela.colunas.map((c, i) => [i, { halign: c.tipo === 'texto' ? 'left' : 'right' }])),
    didParseCell: (data) => {
      if (data.section === 'body' && destaques.has(data.row.index)) data.cell.styles.fontStyle = 'bold';
    },
  });
  return doc.output('blob');
}
