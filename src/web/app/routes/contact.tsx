import { ContactScreen } from '../../features/mail/components/contact-screen';

export const ContactPage = () => <ContactScreen />;
