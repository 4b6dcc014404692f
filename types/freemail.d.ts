// freemail ships no types: its two checks, on a whole address.
declare module "freemail" {
  /** A free or disposable mail provider's address (gmail.com, outlook.com, mailinator.com …). */
  export function isFree(email: string): boolean;
  /** A disposable (throw-away) mail provider's address. */
  export function isDisposable(email: string): boolean;
}
