/* Hands a downloaded Blob to the browser as a file saved under the shown name (SPEC §7). */
export function salvarArquivo(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: Chromium reads the URL asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
