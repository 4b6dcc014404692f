import { tokenPage, tokenPageMetadata } from "@/components/tokens/token-pages";

// The unsubscribe link of a reply mail: opening it changes nothing, the button mutes the thread.
export const metadata = tokenPageMetadata("replyUnsubscribe");
export default tokenPage("replyUnsubscribe");
