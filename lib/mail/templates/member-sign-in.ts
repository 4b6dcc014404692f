// A member's sign-in code (and a link to the page where a button signs in: scanners only open links).
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type MemberSignInData = { code: string; signInUrl: string };

export function memberSignInMail(site: MailSite, data: MemberSignInData): MailContent {
  return {
    subject: `Your ${site.name} sign-in code: ${data.code}`,
    preview: `Your sign-in code is ${data.code}.`,
    body: `        <mj-text>Your sign-in code for ${escapeHtml(site.name)} is:</mj-text>
        <mj-text font-size="28px" font-weight="700" letter-spacing="4px">${escapeHtml(data.code)}</mj-text>
        <mj-text>Type it on the sign-in page, in any browser. Or open this page and press "Sign in":</mj-text>
        <mj-button href="${escapeHtml(data.signInUrl)}">Open the sign-in page</mj-button>
        <mj-text font-size="14px" color="#475569">The code works once and for 15 minutes. If you did not ask for it, ignore this mail: nobody can sign in without it.</mj-text>`,
    text: `Your sign-in code for ${site.name} is: ${data.code}\n\nType it on the sign-in page, in any browser. Or open this page and press "Sign in":\n\n${data.signInUrl}\n\nThe code works once and for 15 minutes. If you did not ask for it, ignore this mail: nobody can sign in without it.`,
    reason: `Someone entered this address on the sign-in page of ${site.url}.`,
  };
}
