import { LoginScreen } from '../../features/accounts/components/login-screen';
import { SignUpScreen } from '../../features/accounts/components/signup-screen';

export const LoginPage = () => <LoginScreen />;
export const AdminLoginPage = () => <LoginScreen admin />;
export const SignUpPage = () => <SignUpScreen />;
export const AdminSignUpPage = () => <SignUpScreen admin />;
