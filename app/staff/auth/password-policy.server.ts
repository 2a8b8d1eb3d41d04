import { dictionary } from "@zxcvbn-ts/language-common";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy";

/**
 * What a password a person chooses must not be (ASVS 6.2.1, 6.2.4, 6.2.11):
 * shorter than the minimum, one of the ~49,000 most common passwords seen in
 * breaches (the list zxcvbn-ts ships, checked offline), the person's own
 * name or email name, or the company's name. Passwords the site generates
 * (one-time passwords) do not go through this.
 */
export type PasswordProblem =
  "too-short" | "too-long" | "common" | "contains-email" | "contains-name" | "contains-company";

export const passwordMessages: Record<PasswordProblem, string> = {
  "too-short": `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  "too-long": `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  common:
    "This password is on a list of common or leaked passwords, so it is easy to guess. Choose another: a few unrelated words work well.",
  "contains-email": "Do not use your email name in your password.",
  "contains-name": "Do not use your name in your password.",
  "contains-company": "Do not use the company's name in your password.",
};

/** Words about us that guessers try first. */
const COMPANY_WORDS = ["kamo"];

let commonPasswords: Set<string> | undefined;
function common(): Set<string> {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords;
}

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

const fold = (text: string) => text.normalize("NFKC").toLowerCase();

/** "abcabcabcabc" → "abc"; anything else unchanged. */
function repeatedUnit(text: string): string {
  const match = /^(.+?)\1+$/.exec(text);
  return match?.[1] ?? text;
}

/**
 * The forms of a password a guesser's list would also catch: as typed, without
 * spaces, with digit-for-letter swaps undone, without the digits and symbols
 * people add at either end ("Password@2024"), and a repeated word once.
 */
function guessableForms(password: string): Set<string> {
  const lower = fold(password);
  const compact = lower.replace(/[\s_.-]+/g, "");
  const unleet = compact.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  const forms = new Set<string>();
  for (const form of [lower, compact, unleet]) {
    forms.add(form);
    forms.add(repeatedUnit(form));
    const core = form.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
    if (core.length >= 4) {
      forms.add(core);
      forms.add(repeatedUnit(core));
    }
  }
  return forms;
}

/** Letters-only runs of at least `min` characters: "priya.menon84" → ["priya", "menon"]. */
function words(text: string, min: number): string[] {
  return fold(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= min);
}

export interface PasswordOwner {
  email: string;
  name: string;
}

/** The first problem with a password a person chose, or null when it may be used. */
export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too-short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too-long";
  const forms = guessableForms(password);
  const list = common();
  for (const form of forms) if (list.has(form)) return "common";

  const haystacks = [...forms];
  const contains = (needle: string) => haystacks.some((h) => h.includes(needle));
  // Short name parts (Om, Rao) would forbid ordinary words; four letters and up are names enough.
  if (words(owner.name, 4).some(contains)) return "contains-name";
  const localPart = fold(owner.email.split("@")[0] ?? "");
  if ((localPart.length >= 3 && contains(localPart)) || words(localPart, 4).some(contains))
    return "contains-email";
  if (COMPANY_WORDS.some(contains)) return "contains-company";
  return null;
}
