// The /m/maintenance route (spec route table): the maintenance page inside the app, which goes
// home once a re-check finds the platform back to normal.
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../paths';
import { MaintenanceScreen } from './status-screens';

export function MaintenanceRouteScreen() {
  const navigate = useNavigate();
  return <MaintenanceScreen inApp onRecovered={() => void navigate(HOME_PATH, { replace: true })} />;
}
