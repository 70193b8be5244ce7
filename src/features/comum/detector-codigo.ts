/* A BarcodeDetector for the boleto/Pix reader (issue 15, decision 224): the browser's own where it
   has one (Chrome on Android), else the `barcode-detector` polyfill (ZXing C++ compiled to
   WebAssembly). The polyfill and its 1 MB .wasm are loaded on the first photo only, so the initial
   JavaScript does not grow, and the .wasm is served by us (precached by the service worker), never
   from the CDN the library defaults to: reading works offline. */

export interface DetectorDeCodigo { detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]> }
type ConstrutorDetector = new (options: { formats: string[] }) => DetectorDeCodigo;

/** ITF is the boleto's barcode (Interleaved 2 of 5, 44 digits); a Pix is a QR code. */
export const FORMATOS = ['itf', 'qr_code'];

let carregando: Promise<ConstrutorDetector> | null = null;

async function polyfill(): Promise<ConstrutorDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasm }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path) },
  });
  // The ponyfill names its formats as a union; ours are the same strings, checked by the caller's list.
  return class extends BarcodeDetector {
    constructor(options: { formats: string[] }) {
      super(options as ConstructorParameters<typeof BarcodeDetector>[0]);
    }
  };
}

/** The detector to use; the native one when the browser has it. */
export function obterDetector(): Promise<ConstrutorDetector> {
  const nativo = (globalThis as { BarcodeDetector?: ConstrutorDetector }).BarcodeDetector;
  if (typeof nativo === 'function') return Promise.resolve(nativo);
  carregando ??= polyfill().catch((error: unknown) => {
    carregando = null;
    throw error;
  });
  return carregando;
}

/** The first code read in the image, or null when none is. */
export async function lerCodigoDaImagem(imagem: Blob): Promise<string | null> {
  const Detector = await obterDetector();
  const codigos = await new Detector({ formats: FORMATOS }).detect(await createImageBitmap(imagem));
  return codigos[0]?.rawValue ?? null;
}
