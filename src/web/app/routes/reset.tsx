import { ResetScreen } from '../../features/accounts/components/reset-screen';

export const ResetPage = () => <ResetScreen />;
