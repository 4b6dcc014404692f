import { tokenPage, tokenPageMetadata } from "@/components/tokens/token-pages";

// The footer link of every newsletter: opening it changes nothing, the button unsubscribes.
export const metadata = tokenPageMetadata("newsletterUnsubscribe");
export default tokenPage("newsletterUnsubscribe");
