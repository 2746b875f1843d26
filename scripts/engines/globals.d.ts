/** What the engine suite's probe (scripts/engines/probe.js) records in the page. */
interface EnginesProbe {
  errors: string[];
  sends: { method: string; url: string; body: string | null }[];
  interactiveAt: number | null;
}

interface Window {
  readonly __engines: EnginesProbe;
}
