import type { Metadata } from "next";
import { AccountView } from "@/components/members/account-view";

export const metadata: Metadata = { title: "Your account", robots: { index: false, follow: false } };

// The member's account: loaded in the browser (the page's HTML holds nothing about anyone).
export default function AccountPage() {
  return <AccountView />;
}
