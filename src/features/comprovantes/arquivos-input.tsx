/* The multiple file chooser of a receipt, with the chosen files listed (name and size). */
import { formatarTamanho } from '../../domain/comprovante.ts';
import { controlClass, useFieldControl } from '../../ui/field.tsx';

interface ArquivosInputProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
}

export function ArquivosInput({ files, onChange }: ArquivosInputProps) {
  const control = useFieldControl();
  return (
    <>
      <input type="file" multiple {...control} onChange={(event) => onChange(Array.from(event.target.files ?? []))}
        className={`${controlClass(control['aria-invalid'])} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`} />
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
