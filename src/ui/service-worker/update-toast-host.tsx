// Mounts the update toast in a root of its own (it is loaded with the registration code, after the
// page is interactive, so the app's shell does not carry it).
import { createRoot, type Root } from 'react-dom/client';
import { UpdateToast } from './update-toast';

let root: Root | undefined;

export function showUpdateToast(onReload: () => void): void {
  if (!root) {
    const host = document.createElement('div');
    host.className = 'update-toast-host';
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(<UpdateToast onReload={onReload} />);
}
