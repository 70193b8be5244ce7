// The one reading of an uploaded file's bytes as text, for every import (CSV of payables and
// receivables, bank statements in OFX or CSV), on the device and on the server alike: UTF-8 when
// the bytes are valid UTF-8, else Windows-1252 (spreadsheets and banks on Windows); a BOM is
// dropped; a NUL byte means a binary file, refused as null. A declared charset (OFX's CHARSET) is
// not trusted: Brazilian banks get it wrong both ways.

/** The file's text, or null for a binary file. */
export function decodificar(bytes: ArrayBuffer | Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.includes('\0') ? null : text.replace(/^\uFEFF/, '');
}
