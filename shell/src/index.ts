// Entry: design tokens as early CSS, the boot data from the first HTML, then the async boundary
// so shared singletons are negotiated before any code that uses them runs.
import './styles/tokens.css';
import { adoptBootScript } from './boot-script';

adoptBootScript();
// Start-up in steps, each its own task: Module Federation's runtime (this file's task), the
// shared libraries it negotiates with React's DOM, the kit, then the shell's own start-up. In one
// task they held a slow phone's main thread for a few hundred milliseconds, during which a tap
// on the server-drawn page went unanswered.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@povar/shared-kit'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
