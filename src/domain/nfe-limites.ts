/* The sizes an NF-e drop may have (decision 419), apart from the reader: the write's schema
   (mutacoes-nfe.ts) checks them on every screen that loads the writes, without the XML parser. */

/** At most this many notes in one drop (files plus zip entries). */
export const NFE_MAX_ARQUIVOS = 500;
/** One note's XML: real ones are 10–200 KB; a bigger one is not an NF-e. */
export const NFE_MAX_BYTES_XML = 2 * 1024 * 1024;
/** What one drop may unpack to, in all. */
export const NFE_MAX_BYTES_TOTAL = 50 * 1024 * 1024;
