/* "Carregando..." / "Cadastrando..." labels whose dots grow every 500 ms, up to three (SPEC §9). */
import { useEffect, useState } from 'react';
import { DOTS_MS } from '../domain/list.ts';

export function AnimatedDots({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setCount((c) => (c + 1) % 4), DOTS_MS);
    return () => clearInterval(timer);
  }, []);
  return <span aria-live="polite">{label}{'.'.repeat(count)}</span>;
}
