import { EditProfileScreen } from '../../features/accounts/components/edit-profile-screen';

export const EditProfilePage = () => <EditProfileScreen />;
