import { ProfileScreen } from '../../features/accounts/components/profile-screen';

export const ProfilePage = () => <ProfileScreen />;
