// color-name-list ships no types; the generator reads only this export.
declare module "color-name-list/bestof" {
  export const colornames: { name: string; hex: string }[];
}
