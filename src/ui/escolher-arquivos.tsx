/* A file chooser in Portuguese on any browser (issue 33): the native input's own button and text
   follow the browser's language ("Choose File / No file chosen" on an English Chromium), so it is
   kept hidden behind a button and a line that say, in pt-BR, what was chosen. Keyboard: the button
   opens the chooser (Enter/Space); the hidden input stays the Field's labelled control. */
import { useId, useRef, useState } from 'react';
import { controlClass, useFieldControl } from './field.tsx';

interface Props {
  accept: string;
  multiple?: boolean;
  onChange: (files: File[]) => void;
  /** The button's text ("Escolher arquivos"). */
  rotulo?: string;
}

export function EscolherArquivos({ accept, multiple = false, onChange, rotulo }: Props) {
  const control = useFieldControl();
  const input = useRef<HTMLInputElement>(null);
  const status = useId();
  const [nomes, setNomes] = useState<string[]>([]);
  const texto = nomes.length === 0 ? 'Nenhum arquivo escolhido'
    : nomes.length === 1 ? nomes[0]! : `${nomes.length} arquivos escolhidos`;
  return (
    <div className={`${controlClass(control['aria-invalid'])} flex items-center gap-3`}>
      <input ref={input} type="file" accept={accept} multiple={multiple} {...control} aria-describedby={status} className="sr-only" tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          setNomes(files.map((f) => f.name));
          onChange(files);
        }} />
      <button type="button" onClick={() => input.current?.click()}
        className="rounded bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
        {rotulo ?? (multiple ? 'Escolher arquivos' : 'Escolher arquivo')}
      </button>
      <span id={status} className="truncate text-sm text-slate-600">{texto}</span>
    </div>
  );
}
