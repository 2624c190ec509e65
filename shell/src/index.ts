// Entry: design tokens as early CSS, the boot data from the first HTML, then the async boundary
// so shared singletons are negotiated before any code that uses them runs.
import './styles/tokens.css';
import { adoptBootScript } from './boot-script';

adoptBootScript();
import('./bootstrap');
