import { tokenPage, tokenPageMetadata } from "@/components/tokens/token-pages";

// Opening the link changes nothing: the reader presses the button (mail scanners only open links).
export const metadata = tokenPageMetadata("newsletterConfirm");
export default tokenPage("newsletterConfirm");
