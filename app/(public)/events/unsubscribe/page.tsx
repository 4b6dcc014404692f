import { tokenPage, tokenPageMetadata } from "@/components/tokens/token-pages";

// The unsubscribe link of an event reminder or change mail: opening it changes nothing, the button does.
export const metadata = tokenPageMetadata("eventUnsubscribe");
export default tokenPage("eventUnsubscribe");
