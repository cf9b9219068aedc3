import { ModerationScreen } from '../../features/reports/components/moderation-screen';
import { MyReportsScreen } from '../../features/reports/components/my-reports-screen';
import { ReportPriceScreen } from '../../features/reports/components/report-price-screen';

export const ReportPricePage = () => <ReportPriceScreen />;
export const MyReportsPage = () => <MyReportsScreen />;
export const ModerationPage = () => <ModerationScreen />;
