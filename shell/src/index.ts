// Entry: design tokens as early CSS, then the async boundary so shared singletons are
// negotiated before any code that uses them runs.
import './styles/tokens.css';

import('./bootstrap');
