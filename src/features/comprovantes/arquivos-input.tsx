/* The multiple file chooser of a receipt (in Portuguese on any browser), with the chosen files listed (name and size). */
import { formatarTamanho } from '../../domain/comprovante.ts';
import { EscolherArquivos } from '../../ui/escolher-arquivos.tsx';

interface ArquivosInputProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
}

export function ArquivosInput({ files, onChange }: ArquivosInputProps) {
  return (
    <>
      <EscolherArquivos accept="" multiple onChange={onChange} />
      {files.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-sm text-slate-600" aria-label="Arquivos escolhidos">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex justify-between gap-3">
              <span className="break-all">{file.name}</span>
              <span className="shrink-0 tabular-nums">{formatarTamanho(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
