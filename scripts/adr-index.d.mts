/** An ADR as the index lists it (scripts/adr-index.mjs). */
export interface Adr {
  number: number;
  title: string;
  status: string;
  fileName: string;
}
export function readAdr(fileName: string, text: string): Adr;
export function adrIndex(adrs: Adr[]): string;
export function currentIndex(): Promise<string>;
