/* Hands a Blob to the browser as a downloaded file under the given name (receipt downloads,
   the import template). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: the browser reads the URL asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
