// Shared setup: jest-dom matchers for UI tests (harmless elsewhere).
import '@testing-library/jest-dom/vitest';
