/* Runs a command-line tool's `main` when its file is the one node was started with: files it
   creates are private (umask 077, like the server's), the exit code is what `main` returns, and an
   error is printed as its message alone (written in Portuguese for the person at the terminal)
   with exit code 1. */
import { pathToFileURL } from 'node:url';

export async function comoComando(moduleUrl: string, main: (args: string[]) => Promise<number>): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  process.umask(0o077);
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
