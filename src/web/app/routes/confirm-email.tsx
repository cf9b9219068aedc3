import { ConfirmEmailScreen } from '../../features/accounts/components/confirm-email-screen';

export const ConfirmEmailPage = () => <ConfirmEmailScreen />;
