// The chrome as a single-spa application that is always active.
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { yieldingDOMClient } from '@povar/shared-kit';
import { ChromeApp, slot } from './ChromeApp';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient: yieldingDOMClient,
  rootComponent: ChromeApp,
  domElementGetter: () => slot('app-chrome'),
  errorBoundary: () => <></>,
});
