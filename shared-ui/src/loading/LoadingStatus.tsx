/**
 * The one look of a page's data on its way (LoadedContent's placeholder): a status line screen
 * readers announce. `className` adds an app's sizing, e.g. a minimum height so nothing jumps.
 */
export function LoadingStatus({ label = '불러오는 중이에요...', className }: { label?: string; className?: string }) {
  return (
    <p className={className ? `ui-loading-status ${className}` : 'ui-loading-status'} role="status">
      {label}
    </p>
  );
}
