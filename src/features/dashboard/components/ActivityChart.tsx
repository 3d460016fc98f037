import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { SAMPLE_ACTIVITY } from '../sample-data';

/** Loaded on its own (React.lazy) so recharts reaches the browser only on the overview. */
export default function ActivityChart() {
  return (
    <AreaChart
      h={260}
      data={SAMPLE_ACTIVITY}
      dataKey="month"
      series={[{ name: 'requests', label: 'Requests', color: 'indigo.6' }]}
      curveType="monotone"
      gridAxis="y"
      withDots={false}
      tickLine="none"
      role="img"
      aria-label="Payment requests per month"
    />
  );
}
