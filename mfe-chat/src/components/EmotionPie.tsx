import { ResponsivePie } from '@nivo/pie';
import type { EmotionSlice } from './emotion-summary';

/** The pie alone (its own chunk: nivo and d3 load only on the chat centre). */
export default function EmotionPie({ slices }: { slices: EmotionSlice[] }) {
  const data = slices.map((slice) => ({ id: slice.label, label: slice.label, value: slice.percent, color: slice.color }));
  return (
    <ResponsivePie
      data={data}
      colors={(datum) => datum.data.color}
      innerRadius={0.5}
      padAngle={1}
      cornerRadius={3}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      enableArcLinkLabels={false}
      enableArcLabels={false}
      isInteractive={false}
      legends={[]}
      animate={false}
      // The wrapper names the chart for screen readers (role img with the percentages); the svg
      // itself would be a second, unnamed image.
      role="presentation"
    />
  );
}
