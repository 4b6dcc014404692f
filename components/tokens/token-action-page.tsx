// A page a mail links to with a token: its heading, what the button will do, and the button; a
// link without its token explains itself instead. Opening the page changes nothing.
import type { ReactNode } from "react";
import { TokenAction, type TokenActionProps } from "@/components/tokens/token-action";

type TokenActionPageProps = {
  id: string;
  title: string;
  /** The `token` search parameter as the page received it. */
  token: string | string[] | undefined;
  /** What pressing the button does. */
  intro: ReactNode;
  /** Shown instead of the button when the link has no token. */
  incomplete: ReactNode;
  /** The button's request, given the token. */
  action: (token: string) => TokenActionProps;
};

export function TokenActionPage({ id, title, token, intro, incomplete, action }: TokenActionPageProps) {
  const value = typeof token === "string" ? token.trim() : "";
  return (
    <section aria-labelledby={id} className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {value ? (
        <>
          <p className="text-slate-700">{intro}</p>
          <TokenAction {...action(value)} />
        </>
      ) : (
        <p role="alert" className="text-slate-700">
          {incomplete}
        </p>
      )}
    </section>
  );
}
