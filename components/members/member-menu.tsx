"use client";
// The top bar's member link: "Sign in", or the member's name linking to /account. Rendered as
// "Sign in" on the server (public pages are the same bytes for everyone); the name loads in the
// browser, only when the hint cookie says there is a session.
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { memberLabel, useMember } from "./use-member";

export function MemberMenu() {
  const { member } = useMember();
  const className = buttonClass({
    variant: "secondary",
    pill: true,
    size: "sm",
    className: "max-w-[9rem] min-h-11 truncate sm:max-w-[12rem] sm:min-h-0",
  });
  if (member)
    return (
      <Link href="/account" className={className} aria-label={`Your account: ${memberLabel(member)}`}>
        {memberLabel(member)}
      </Link>
    );
  return (
    <Link href="/account/sign-in" className={className}>
      Sign in
    </Link>
  );
}
