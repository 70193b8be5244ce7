/* SPEC §2: the home route is an empty page. */
export function HomePage() {
  return <section aria-label="Dashboard" className="min-h-40" />;
}
