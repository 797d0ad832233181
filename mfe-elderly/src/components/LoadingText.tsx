/** Shown in place of content while it loads; keeps roughly the content's height. */
export function LoadingText({ label = '불러오는 중이에요...' }: { label?: string }) {
  return (
    <p className="elderly-loading" role="status">
      {label}
    </p>
  );
}
