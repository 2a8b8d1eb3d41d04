// Types for journey.mjs (the bench scripts are plain JavaScript run by Node).
import type { Page } from "@playwright/test";

export const JOURNEY_LIMITS: { gestures: number; typed: number };
export const JOURNEY_VIEWPORT: { width: number; height: number };

export interface JourneyResult {
  locale: string;
  taps: number;
  typed: number;
  scrolls: number;
  /** Taps and scrolls together: every gesture the visitor makes. */
  gestures: number;
  /** What each scroll was made to reach. */
  scrolledFor: string[];
  ms: number;
  steps: { name: string; ms: number }[];
  chosen: {
    code: string;
    hex: string;
    walls: string | null;
    total: string;
    /** The first dealer listed. */
    nearest: string;
    url: string;
  };
}

export function journeyWords(locale: string): Record<string, string>;
export function walkJourney(
  page: Page,
  options: { origin: string; locale?: string },
): Promise<JourneyResult>;
export function formatJourney(result: JourneyResult): string;
export function measureJourney(
  origin: string,
  options?: { chromePath?: string },
): Promise<JourneyResult[]>;
