// Shapes the chart components take (kept apart so that their users need not load the charts).
export interface BarSeries {
  name: string;
  label: string;
  color: string;
}

export interface ShareSlice {
  name: string;
  value: number;
  color: string;
}
