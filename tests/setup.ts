// Shared setup: jest-dom matchers for UI tests (harmless elsewhere).
import '@testing-library/jest-dom/vitest';
import { configureBatchRule } from '../src/data/sync/drain-batch.ts';

// As the page's engine does (decision 295): the drain batches by the definitions' allow-list.
configureBatchRule(() => import('../src/domain/lote-pedidos.ts').then((m) => m.podeIrEmLote));
