"use client";
// "Add your comment": name and comment, held for review on the server; the list reloads after.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { HONEYPOT_FIELD, HoneypotField } from "@/components/ui/honeypot-field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { COMMENT_CONTENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from "@/lib/constants";

const INPUT = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand";

export function CommentForm({ blogId }: { blogId: string }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [content, setContent] = useState("");
  const [busy, setBusy] = useState(false);
  const [trap, setTrap] = useState("");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim() || !content.trim()) {
      toast.error("Please fill out both fields properly.");
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest("/api/blog/add-comment", {
        method: "POST",
        body: { blog: blogId, name: name.trim(), content: content.trim(), ...(trap ? { [HONEYPOT_FIELD]: trap } : {}) },
      });
      toast.success(result.message ?? "Comment added");
      setName("");
      setContent("");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="add-comment-heading" className="mt-10">
      <h2 id="add-comment-heading" className="text-xl font-bold text-slate-900">
        Add your comment
      </h2>
      {/* noValidate: blank or whitespace-only fields get the spec's message instead of the browser's. */}
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor="comment-name" className="mb-1 block text-sm font-medium text-slate-800">
            Name
          </label>
          <input
            id="comment-name"
            name="name"
            required
            maxLength={COMMENT_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="comment-content" className="mb-1 block text-sm font-medium text-slate-800">
            Comment
          </label>
          <textarea
            id="comment-content"
            name="content"
            required
            rows={5}
            maxLength={COMMENT_CONTENT_MAX_LENGTH}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className={INPUT}
          />
        </div>
        <HoneypotField value={trap} onChange={setTrap} />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="rounded-md bg-brand px-5 py-2 font-semibold text-white transition hover:bg-brand-dark disabled:opacity-70"
        >
          {busy ? "Submitting..." : "Submit"}
        </button>
      </form>
    </section>
  );
}
