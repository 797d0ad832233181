/** Placeholder rows of a list's row height while it loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="vol-skeleton" role="status">
      <span className="ui-visually-hidden">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="vol-skeleton__block vol-skeleton__block--row" aria-hidden="true" />
      ))}
    </div>
  );
}
