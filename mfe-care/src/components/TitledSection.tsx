import type { ReactNode } from 'react';

/** A part of a detail page: a region named by its heading. */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="care-section" aria-labelledby={id}>
      <h2 className="care-section__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
