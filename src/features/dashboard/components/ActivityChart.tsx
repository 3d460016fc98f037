import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatMonth } from '@/app/wording/format';
import type { PaymentsOverview } from '../overview';
import { useTranslation } from '@/app/i18n';

/** Loaded on its own (React.lazy) so recharts reaches the browser only on the overview. */
export default function ActivityChart({ activity }: { activity: PaymentsOverview['activity'] }) {
  const { t } = useTranslation();
  return (
    <AreaChart
      h={260}
      data={activity.map(({ month, requests }) => ({ month: formatMonth(month), requests }))}
      dataKey="month"
      series={[{ name: 'requests', label: t('overview.requests'), color: 'indigo.6' }]}
      curveType="monotone"
      gridAxis="y"
      withDots={false}
      tickLine="none"
      yAxisProps={{ allowDecimals: false }}
      role="img"
      aria-label={t('overview.activityLabel')}
    />
  );
}
