import { LoginScreen } from './LoginPage';

/** /stafflogin: the welfare worker's sign-in, by ID and password (the same lockout rules as everyone). */
export default function StaffLoginPage() {
  return <LoginScreen staff />;
}
