/* Toast helpers of the UI tests: the kind of the toast showing a text, and a clean slate between
   tests (toasts outlive a test's render, since the store is module state). */
import { screen } from '@testing-library/react';
import { dismissToast } from '../../src/ui/toast.tsx';

/** 'success' | 'danger' | 'warning' | 'info' of the toast showing `text`. */
export function toastKind(text: string): string | null | undefined {
  return screen.getAllByText(text).map((el) => el.closest('[data-kind]')).find(Boolean)?.getAttribute('data-kind');
}

/** Toast ids only grow within a file; 500 is more than any test file raises. */
export function dismissAllToasts(): void {
  for (let id = 0; id < 500; id++) dismissToast(id);
}
