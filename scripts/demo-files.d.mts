import type { Plugin } from 'vite';

export function isDemoOnlyFile(path: string): boolean;
export function demoFilesOnlyInDemoBuilds(): Plugin;
