import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { QueryState } from '../../components/ui';
import { useMarket } from '../../features/markets/api/market';
import { SuggestCorrection } from '../../features/reports/components/suggest-correction';
import { ModerationScreen } from '../../features/reports/components/moderation-screen';
import { MyReportsScreen } from '../../features/reports/components/my-reports-screen';

export const MyReportsPage = () => <MyReportsScreen />;
export const ModerationPage = () => <ModerationScreen />;

/** A correction to a market: the market (markets) given to the reports' form. */
export function MarketCorrectionPage() {
  const { id = '' } = useParams();
  const market = useMarket(id);
  const { t } = useLingui();
  return (
    <QueryState query={market} loading={t`Loading market`}>
      {(m) => <SuggestCorrection market={m} />}
    </QueryState>
  );
}
