import { Navigate } from 'react-router-dom';
import { useSession } from '../lib/session-store';
import { homePath } from './menu';
import { isBuiltPath } from './routes';

/** `/`: the first built page of the user's menu. */
export function HomeRedirect() {
  const { user } = useSession();
  return user ? <Navigate replace to={homePath(user, isBuiltPath)} /> : null;
}
