// The /m/maintenance route (spec route table): the maintenance page inside the app, which goes
// home once a re-check finds the platform back to normal.
import { useNavigate } from 'react-router-dom';
import { MaintenanceScreen } from './status-screens';
import { PATHS } from '../../domain/paths';

export function MaintenanceRouteScreen() {
  const navigate = useNavigate();
  return <MaintenanceScreen inApp onRecovered={() => void navigate(PATHS.home, { replace: true })} />;
}
