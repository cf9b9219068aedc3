import { ChartScreen } from '../../features/price-history/components/chart-screen';
import { PriceAnalysisScreen } from '../../features/price-history/components/price-analysis-screen';

export const ChartPage = () => <ChartScreen />;
export const PriceAnalysisPage = () => <PriceAnalysisScreen />;
