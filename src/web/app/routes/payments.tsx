import { useParams } from 'react-router';
import { useProfile } from '../../features/accounts/api/profile';
import { PaymentFormScreen } from '../../features/payments/components/payment-form-screen';
import { PaymentSuccessScreen } from '../../features/payments/components/payment-success-screen';
import { PaymentsAdminScreen } from '../../features/payments/components/payments-admin-screen';
import { SandboxCheckoutScreen } from '../../features/payments/components/sandbox-checkout-screen';
import { SubscriptionPlansScreen } from '../../features/subscriptions/components/subscription-plans-screen';

/** The payment form starts with the signed-in shopper's e-mail (from their profile) when there is one. */
export const PaymentFormPage = () => (
  <PaymentFormScreen amountParam="totalPrice" prefillEmail={useProfile().data?.email} />
);
export const CheckPaymentPage = () => (
  <PaymentFormScreen amountParam="subscriptionPrice" prefillEmail={useProfile().data?.email} />
);
export const SandboxCheckoutPage = () => <SandboxCheckoutScreen reference={useParams().reference ?? ''} />;
export const PaymentSuccessPage = () => <PaymentSuccessScreen />;
export const SubscriptionPlansPage = () => <SubscriptionPlansScreen />;
export const PaymentsAdminPage = () => <PaymentsAdminScreen />;
