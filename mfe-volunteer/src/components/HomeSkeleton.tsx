/** Grey blocks of the home's sizes while it loads, so nothing jumps when the data arrives. */
export function HomeSkeleton() {
  return (
    <div className="vol-skeleton" role="status">
      <span className="ui-visually-hidden">봉사자 정보를 불러오는 중입니다...</span>
      <div className="vol-skeleton__block vol-skeleton__block--profile" aria-hidden="true" />
      <div className="vol-skeleton__block vol-skeleton__block--link" aria-hidden="true" />
      <div className="vol-skeleton__block vol-skeleton__block--week" aria-hidden="true" />
      <div className="vol-skeleton__block vol-skeleton__block--card" aria-hidden="true" />
    </div>
  );
}
