/** 별점 4.5 (12명): the average of the ratings elderly users gave; a new volunteer says so. */
export function RatingSummary({ average, count }: { average?: number | null; count?: number }) {
  if (!count || average === null || average === undefined) return <span className="elderly-rating">아직 평가 없음</span>;
  return (
    <span className="elderly-rating" aria-label={`별점 5점 만점에 ${average.toFixed(1)}점, ${count}명 평가`}>
      {`★ ${average.toFixed(1)} (${count}명)`}
    </span>
  );
}
