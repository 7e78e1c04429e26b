import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { destination, LoginView } from './LoginView';

/** The /login route: signed in already or just now → the page the guard came from, else /dashboard. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const { currentUser } = useSession();
  if (currentUser) return <Navigate to={destination(location.state)} replace />;
  return <LoginView navigationState={location.state} onSignedIn={(to) => navigate(to, { replace: true })} />;
}
