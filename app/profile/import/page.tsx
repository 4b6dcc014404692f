import type { Metadata } from "next";
import { ImportManager } from "@/components/import/import-manager";

export const metadata: Metadata = { title: "Import" };

export default function ImportPage() {
  return <ImportManager />;
}
