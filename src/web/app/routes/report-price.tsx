import { ReportPriceScreen } from '../../features/reports/components/report-price-screen';

// A key screen's route module of its own: it loads only the report form's code, not the moderation
// screens beside it (decision record 020).
export const ReportPricePage = () => <ReportPriceScreen />;
