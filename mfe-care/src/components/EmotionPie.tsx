import { ResponsivePie } from '@nivo/pie';
import type { ChartSlice } from './emotion-slices';

/** The pie alone, in its own chunk. No labels or tooltips on it: the legend beside it has the numbers. */
export default function EmotionPie({ slices }: { slices: ChartSlice[] }) {
  return (
    <ResponsivePie
      data={slices.map((slice) => ({ id: slice.label, value: slice.percent, color: slice.color }))}
      colors={({ data }) => data.color}
      innerRadius={0.45}
      padAngle={1}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      enableArcLabels={false}
      enableArcLinkLabels={false}
      isInteractive={false}
      animate={false}
      role="presentation"
    />
  );
}
