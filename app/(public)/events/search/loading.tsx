// Shown while the listing loads.
export { PageLoading as default } from "@/components/ui/page-loading";
