import { tokenPage, tokenPageMetadata } from "@/components/tokens/token-pages";

// Opening the link changes nothing: the guest presses the button (mail scanners only open links).
export const metadata = tokenPageMetadata("eventRegistrationConfirm");
export default tokenPage("eventRegistrationConfirm");
