import type { Metadata } from "next";
import { ExportPanel } from "@/components/import-export/export-panel";
import { ImportManager } from "@/components/import-export/import-manager";

export const metadata: Metadata = { title: "Import" };

export default function ImportPage() {
  return (
    <>
      <ImportManager />
      <ExportPanel />
    </>
  );
}
