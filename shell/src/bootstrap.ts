// The root config: session, region from the first HTML, error reporting, the URL rules and
// region resolution on every navigation, then one single-spa application per remote.
import { start } from 'single-spa';
import { initAnalytics, initAuth, initSession } from '@povar/shared-kit';
import { registerApplications } from './applications';
import { readBootData } from './boot-data';
import { initErrorReporting } from './error-reporting';
import { installRegionResolution, seedRegionFromBoot } from './region-resolution';
import { installUrlRules } from './url-rules';

initSession();
initAuth();
initErrorReporting();
initAnalytics();
seedRegionFromBoot(readBootData());
installUrlRules();
installRegionResolution();
registerApplications();
start({ urlRerouteOnly: true });
