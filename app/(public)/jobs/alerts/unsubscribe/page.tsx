import { tokenPage, tokenPageMetadata } from "@/components/tokens/token-pages";

// The footer link of every job alert mail: opening it changes nothing, the button unsubscribes.
export const metadata = tokenPageMetadata("jobAlertUnsubscribe");
export default tokenPage("jobAlertUnsubscribe");
