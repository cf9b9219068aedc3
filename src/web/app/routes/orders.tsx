import { useParams } from 'react-router';
import { AllOrdersScreen } from '../../features/orders/components/all-orders-screen';
import { OrderDetailsScreen } from '../../features/orders/components/order-details-screen';
import { TrackOrderScreen } from '../../features/orders/components/track-order-screen';
import { UserOrdersScreen } from '../../features/orders/components/user-orders-screen';

export const UserOrdersPage = () => <UserOrdersScreen />;
export const OrderDetailsPage = () => <OrderDetailsScreen orderId={useParams().orderId ?? ''} />;
export const OrderTrackingPage = () => <TrackOrderScreen orderId={useParams().orderId} />;
export const AllOrdersPage = () => <AllOrdersScreen />;
