"use client";
// The member's activities, newest first: verified ones marked; each can be given a reflection or deleted.
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { BoundTextArea } from "@/components/forms/bound-fields";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import type { CpdEntryItem } from "@/lib/cpd/cpd";
import type { cpdReflectionSchema } from "@/lib/cpd/cpd-schemas";
import { formatAmount } from "@/lib/offers/offer-text";
import { toast } from "@/lib/toast";

type ReflectionInput = z.input<typeof cpdReflectionSchema>;
type Reflection = z.output<typeof cpdReflectionSchema>;

const reflectionResolver = lazyZodResolver<ReflectionInput, Reflection>(
  async () => (await import("@/lib/cpd/cpd-schemas")).cpdReflectionSchema,
);

function ReflectionEditor({ entry, onSaved }: { entry: CpdEntryItem; onSaved: () => void }) {
  const form = useForm<ReflectionInput, unknown, Reflection>({
    resolver: reflectionResolver,
    defaultValues: { reflection: entry.reflection ?? "" },
  });
  const busy = form.formState.isSubmitting;
  const save = form.handleSubmit(async (body) => {
    try {
      await apiRequest(`/api/members/me/cpd/${entry.id}`, { method: "PUT", body });
      toast.success("Reflection saved");
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error, "Could not save the reflection"));
    }
  });
  return (
    <form onSubmit={save} noValidate className="mt-2 space-y-2">
      <BoundTextArea
        form={form}
        name="reflection"
        id={`reflection-${entry.id}`}
        label={`Reflection on ${entry.title}`}
        rows={2}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-busy={busy}>
        Save reflection
      </Button>
    </form>
  );
}

export function EntryList({ entries, onChanged }: { entries: CpdEntryItem[]; onChanged: () => void }) {
  const { confirm, dialog } = useConfirm("Delete activity");
  const [editing, setEditing] = useState<string | null>(null);

  const remove = async (entry: CpdEntryItem) => {
    if (!(await confirm(`Delete “${entry.title}” from your CPD log?`))) return;
    try {
      await apiRequest(`/api/members/me/cpd/${entry.id}`, { method: "DELETE" });
      toast.success("Activity deleted");
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error, "Could not delete the activity"));
    }
  };

  if (!entries.length) return <p className="text-slate-700">No activities yet.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {entries.map((entry) => (
          <li key={entry.id} className="space-y-1 p-4">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span>{entry.title}</span>
              {entry.verified ? <Badge tone="success">Verified</Badge> : null}
            </p>
            <p className="text-sm text-slate-700">
              {entry.date} · {entry.provider || "No provider"} · {formatAmount(entry.hours, "hours")}
            </p>
            <p className="text-sm text-slate-800">
              {entry.credits.length
                ? entry.credits
                    .map(
                      (credit) =>
                        `${credit.amount} ${credit.body}${credit.category ? ` (${credit.category})` : ""}${
                          credit.activityId ? ` · ID ${credit.activityId}` : ""
                        }`,
                    )
                    .join(", ")
                : "No credits"}
            </p>
            {entry.reflection && editing !== entry.id ? (
              <p className="text-sm whitespace-pre-line text-slate-700">{entry.reflection}</p>
            ) : null}
            {editing === entry.id ? (
              <ReflectionEditor
                entry={entry}
                onSaved={() => {
                  setEditing(null);
                  onChanged();
                }}
              />
            ) : null}
            <div className="flex gap-2 pt-1">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(editing === entry.id ? null : entry.id)}
              >
                {editing === entry.id ? "Close" : "Reflection"}
              </Button>
              <Button size="sm" variant="danger" onClick={() => void remove(entry)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
