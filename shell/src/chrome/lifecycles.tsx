// The chrome as a single-spa application that is always active.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ChromeApp, slot } from './ChromeApp';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ChromeApp,
  domElementGetter: () => slot('app-chrome'),
  errorBoundary: () => <></>,
});
