import { tokenPage, tokenPageMetadata } from "@/components/tokens/token-pages";

// Opening the link changes nothing: the candidate presses the button (mail scanners only open links).
export const metadata = tokenPageMetadata("applicationConfirm");
export default tokenPage("applicationConfirm");
