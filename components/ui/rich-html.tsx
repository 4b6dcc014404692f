// Stored HTML (already sanitized on the server when it was saved) with readable typography.
const RICH_STYLES =
  "text-slate-800 leading-relaxed [&_h1]:mt-6 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-semibold " +
  "[&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 " +
  "[&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_img]:my-4 [&_img]:max-w-full " +
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3";

export function RichHtml({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${RICH_STYLES} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
