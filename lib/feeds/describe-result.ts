// The one-line summary of an import run, shown in the back-office toast.
export function describeImportResult(result: {
  imported: number;
  skipped: number;
  failed: readonly unknown[];
}): string {
  const feeds = result.failed.length === 1 ? "feed" : "feeds";
  return `Imported ${result.imported}, skipped ${result.skipped}, ${result.failed.length} ${feeds} failed`;
}
