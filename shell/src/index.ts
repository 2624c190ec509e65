// Entry: design tokens as early CSS, the boot data from the first HTML, then the async boundary
// so shared singletons are negotiated before any code that uses them runs.
import './styles/tokens.css';
import { adoptBootScript } from './boot-script';

adoptBootScript();
// Start-up in two tasks: the shared kit (and React with it) is evaluated first, the shell's own
// start-up after the browser has had a turn. In one task they held a slow phone's main thread for
// a few hundred milliseconds, during which a tap on the server-drawn page went unanswered.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void import('@povar/shared-kit').then(nextTask).then(() => import('./bootstrap'));
