/* React.lazy handles on shell-dialogs.tsx: one small chunk fetched the first time any opens. */
import { lazy } from 'react';

const load = () => import('./shell-dialogs.tsx');

export const LazyDrawerDialog = lazy(async () => ({ default: (await load()).DrawerDialog }));
export const LazyEmConstrucaoDialog = lazy(async () => ({ default: (await load()).EmConstrucaoDialog }));
export const LazySairDialog = lazy(async () => ({ default: (await load()).SairDialog }));
