// Types for main-thread.mjs (the bench scripts are plain JavaScript run by Node).
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

export interface MainThreadLoad {
  longTasks: number;
  clockMs: number;
  cpuMs: number;
  otherThreadsCpuMs: number;
  windowMs: number;
}

export function mainThreadLoad(events: TraceEvent[], pageUrl: string): MainThreadLoad | undefined;
