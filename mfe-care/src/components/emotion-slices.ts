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
