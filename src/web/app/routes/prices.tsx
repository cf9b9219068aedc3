import { useParams } from 'react-router';
import { StatePricesScreen } from '../../features/price-history/components/state-prices-screen';
import { AdminSourcesScreen } from '../../features/sources/components/admin-sources-screen';
import { DataSourcesScreen } from '../../features/sources/components/data-sources-screen';

export const StatePricesPage = () => <StatePricesScreen state={useParams().state ?? ''} />;
export const DataSourcesPage = () => <DataSourcesScreen />;
export const AdminSourcesPage = () => <AdminSourcesScreen />;
