import { lazy, Suspense } from 'react';
import { chartSlices } from './emotion-slices';

const EmotionPie = lazy(() => import('./EmotionPie'));

/**
 * A month's feelings as a pie (nivo, its own chunk: loaded only where a chart is shown) and a
 * legend with every number, so the chart is never the only way to read them.
 */
export function EmotionChart({ title, percentages }: { title: string; percentages: Partial<Record<string, number>> }) {
  const slices = chartSlices(percentages);
  if (slices.length === 0) return <p className="care-empty">{title}: 나눈 대화가 없어 보여 드릴 감정이 없어요.</p>;
  return (
    <div className="care-emotions">
      <div className="care-emotions__pie" role="img" aria-label={`${title} 감정 비율: ${slices.map((slice) => `${slice.label} ${slice.percent}%`).join(', ')}`}>
        <Suspense fallback={null}>
          <EmotionPie slices={slices} />
        </Suspense>
      </div>
      <ul className="care-legend" aria-label={`${title} 감정별 비율`}>
        {slices.map((slice) => (
          <li key={slice.label} className="care-legend__item">
            <span className="care-legend__dot" style={{ backgroundColor: slice.color }} aria-hidden="true" />
            <span>{slice.label}</span>
            <span className="care-legend__percent">{slice.percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
