// @vitest-environment happy-dom
/* The bell's chunk loads after the shell (decision 115). When it cannot load (offline on a first
   visit, before the service worker has it), the bell shows without its badge and the app stays:
   the failed lazy import used to unmount the whole app to a blank page (seen in the browser suite). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Notifications } from '../../src/app/layout/notifications.tsx';

vi.mock('../../src/app/layout/notifications-bell.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: notifications-bell.js');
});

describe('the bell without its chunk', () => {
  it('keeps the page and its neighbours, showing the bell icon', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<div><span>Topo</span><Notifications /></div>);
    expect(screen.getByText('Topo')).toBeTruthy();
    // Let the lazy import fail and React settle on the boundary's fallback.
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Topo')).toBeTruthy();
    expect(document.querySelector('svg')).not.toBeNull();
  });
});
