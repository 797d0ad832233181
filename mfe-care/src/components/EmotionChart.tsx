import { lazy, Suspense } from 'react';

const EmotionPie = lazy(() => import('./EmotionPie'));

/** The spec's seven chart colours, handed out largest feeling first (the older person's own chart does the same). */
const CHART_COLOURS = ['#5D47FF', '#FF6B6B', '#FFD93D', '#6BCB77', '#4D96FF', '#FFB5E8', '#C084FC'];

export interface ChartSlice {
  label: string;
  percent: number;
  color: string;
}

export function chartSlices(percentages: Partial<Record<string, number>>): ChartSlice[] {
  const shown = Object.entries(percentages).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0);
  shown.sort((left, right) => right[1] - left[1]);
  return shown.map(([label, percent], rank) => ({ label, percent, color: CHART_COLOURS[rank % CHART_COLOURS.length] }));
}

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
