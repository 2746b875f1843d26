import { JSDOM } from 'jsdom';
import { lendDomWindow, type DomWindow } from '@/lib/dom-window';

// The app reads the API's HTML fields through the sanitizer, which needs a DOM. In Node the build
// lends it a jsdom window (renderSetup, src/entry-server.tsx); so does this setup for the tests
// that run in Node, where the demo API's handlers are read through the app's own calls.
lendDomWindow(new JSDOM('<!doctype html>').window as unknown as DomWindow);
