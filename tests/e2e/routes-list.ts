/* The paths the browser suite visits to check every screen: every screen's and section's path. */
import { SCREEN_TITLES, SECTION_TITLES } from '../../src/features/secao/titles.ts';

export const APP_ROUTE_PATHS: readonly string[] = ['/', ...Object.keys(SCREEN_TITLES), ...Object.keys(SECTION_TITLES)];
