export function requiredClasses(selector: string): string[];
export function classesIn(html: string): Set<string>;
export function criticalCss(css: string): (html: string) => string;
