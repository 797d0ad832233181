import { lazy, Suspense } from 'react';
import type { EmotionSlice } from './emotion-summary';

const EmotionPie = lazy(() => import('./EmotionPie'));

/** Pie chart plus the legend the chart itself does not draw: label, colour and percent, largest first. */
export function EmotionChart({ slices }: { slices: EmotionSlice[] }) {
  const summary = slices.map((slice) => `${slice.label} ${slice.percent}%`).join(', ');
  return (
    <div className="chat-emotions">
      <div className="chat-emotions__pie" role="img" aria-label={`지난달 감정 비율: ${summary}`}>
        <Suspense fallback={null}>
          <EmotionPie slices={slices} />
        </Suspense>
      </div>
      <ul className="chat-legend" aria-label="감정별 비율">
        {slices.map((slice) => (
          <li key={slice.label} className="chat-legend__item">
            <span className="chat-legend__dot" style={{ backgroundColor: slice.color }} aria-hidden="true" />
            <span className="chat-legend__label">{slice.label}</span>
            <span className="chat-legend__percent">{slice.percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
