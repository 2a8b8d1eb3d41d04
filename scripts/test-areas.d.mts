/** An area of the site: its code folders and the browser specs that exercise it (paths under tests/, without `.spec.ts`). */
export interface TestArea {
  app: string[];
  specs: string[];
}
export const areas: Record<string, TestArea>;
export function specFiles(area: string): string[];
