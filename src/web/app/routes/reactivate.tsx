import { ReactivateScreen } from '../../features/accounts/components/reactivate-screen';

export const ReactivatePage = () => <ReactivateScreen />;
